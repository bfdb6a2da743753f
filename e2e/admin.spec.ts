import usersEn from '../web/src/features/admin-users/locales/en.json' with { type: 'json' };
import usersFr from '../web/src/features/admin-users/locales/fr.json' with { type: 'json' };
import { expect, test } from './fixtures';
import { signInTo } from './signIn';

// Issue 16's admin journeys: an admin grants and revokes a role from the users area, and the
// analytics charts show the seeded activity (the triggers' daily aggregates of the seed).

const ADMIN = { email: 'admin@example.com', password: 'Admin-demo-2026' };
const TEXTS = { fr: { users: usersFr, prefix: '' }, en: { users: usersEn, prefix: '/en' } };
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

// A role change ends the account's sessions: the team member's, whom no other journey signs in.
// One language after the other, on the same account.
const TARGET = 'equipe@example.com';
test.describe.configure({ mode: 'serial' });

for (const language of ['fr', 'en'] as const) {
  const { users, prefix } = TEXTS[language];
  const target = TARGET;

  test(`an admin grants, then revokes a role from the users area (${language})`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await signInTo(page, `${prefix}/admin/users`, ADMIN);
    await page.getByLabel(users.search.label).fill(target.split('@')[0] ?? target);
    await page.getByRole('button', { name: users.search.submit }).click();
    const row = page.getByTestId('user').filter({ hasText: target });
    await expect(row).toBeVisible({ timeout: 30_000 });
    await row.getByRole('button', { name: users.list.open }).click();
    const dialog = page.getByRole('dialog');
    const role = users.roles.admin;
    const grant = dialog.getByRole('button', { name: fill(users.actions.grant, { role }) });
    const revoke = dialog.getByRole('button', { name: fill(users.actions.revoke, { role }) });

    await grant.click();
    await page.getByRole('button', { name: users.confirm.submit }).click();
    await expect(revoke).toBeVisible({ timeout: 30_000 });
    await expect(dialog.getByText(role, { exact: true }).first()).toBeVisible();

    await revoke.click();
    await page.getByRole('button', { name: users.confirm.submit }).click();
    await expect(grant).toBeVisible({ timeout: 30_000 });
  });
}

test('the analytics page charts the seeded activity (en)', async ({ page }) => {
  await signInTo(page, '/en/admin/analytics', ADMIN);
  for (const chart of ['chart-activity', 'chart-revenue', 'chart-category', 'chart-country']) {
    await expect(page.getByTestId(chart)).toBeVisible({ timeout: 30_000 });
  }
  // The seed's bookings of the last weeks are counted: the total is not zero.
  const bookings = page.getByTestId('total-bookings');
  await expect(bookings).toBeVisible();
  await expect(bookings).not.toHaveText(/^\D*0\D*$/);
});
