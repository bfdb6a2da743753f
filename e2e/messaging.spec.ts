import type { BrowserContext, Page } from '@playwright/test';
import { conversationIdFor } from '../domain/src/conversation-constants';
import messagesEn from '../web/src/features/messages/locales/en.json' with { type: 'json' };
import messagesFr from '../web/src/features/messages/locales/fr.json' with { type: 'json' };
import { api, bookFreeSlot, requestId } from './api';
import { expect, personPage, test } from './fixtures';
import { queryEqual, readDocument } from './firestoreEmulator';
import { DEMO, signInTo } from './signIn';

// Offline, pages and chunks come from the service worker (blocked by default in the config).
test.use({ serviceWorkers: 'allow' });

// Issue 14's journeys, in each language, with two people in two browser contexts: a customer
// writes to a provider from the provider's page; the provider sees it arrive live with the
// header badge, reads and answers; the customer sees the answer live and their message marked
// read, and both conversations' unread counts fall to zero. A message written offline shows as
// pending and arrives once on reconnection. Then a booking confirmation and a quote response
// each reach the customer as a toast, a feed item and an outbox mail.

const PROVIDER = {
  uid: 'seed-provider-02',
  account: DEMO.secondPlumber,
  name: 'Plomberie Bonapriso Services',
};
const PEOPLE = {
  fr: { uid: 'demo-customer', account: DEMO.customer, email: 'client@example.com' },
  en: {
    uid: 'demo-customer-2',
    account: { email: 'client2@example.com', password: 'Client2-demo-2026' },
    email: 'client2@example.com',
  },
};
/**
 * Who receives the notifications of the second journey, in both languages: the second
 * customer, whom no other journey notifies (the demo customer's toasts also bring the other
 * journeys' events, run in parallel). Their saved language follows the pages they open.
 */
const NOTIFIED = PEOPLE.en;
const TEXTS = {
  fr: {
    messages: messagesFr,
    prefix: '',
    contact: 'Contacter',
    confirmed: 'Réservation confirmée',
    quoted: 'Nouveau devis reçu',
    view: 'Voir',
  },
  en: {
    messages: messagesEn,
    prefix: '/en',
    contact: 'Contact',
    confirmed: 'Booking confirmed',
    quoted: 'New quote received',
    view: 'View',
  },
};

/** The count the header's messages or notifications link carries (0 when none). */
async function badgeCount(page: Page, which: 'messages' | 'notifications') {
  const badge = page.getByTestId(`header-${which}-badge`);
  await expect(badge).toBeVisible({ timeout: 30_000 });
  return Number((await badge.getAttribute('data-count')) ?? '0');
}

const unique = (label: string) => `${label} ${Date.now().toString(36)}`;

test.describe.configure({ mode: 'serial' });

for (const language of ['fr', 'en'] as const) {
  const texts = TEXTS[language];
  const person = PEOPLE[language];

  test(`messages: a customer and a provider talk live, offline included (${language})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(360_000);
    const customer = await personPage(browser, baseURL);
    const provider = await personPage(browser, baseURL);
    await signInTo(provider.page, '/messages', PROVIDER.account);
    await provider.page.goto(`${texts.prefix}/messages`);
    // The badge once its listener has answered: the server's count.
    const providerBefore = Number(
      (await readDocument(base(baseURL), `unreadCounts/${PROVIDER.uid}`))?.messages ?? 0,
    );
    await expect.poll(() => badgeCount(provider.page, 'messages')).toBe(providerBefore);

    // The customer starts (or finds) the conversation from the provider's page.
    await signInTo(customer.page, '/profile', person.account);
    await customer.page.goto(`${texts.prefix}/providers/${PROVIDER.uid}`);
    await customer.page.getByTestId('contact-provider').click();
    const id = conversationIdFor({ kind: 'provider', id: PROVIDER.uid }, person.uid, PROVIDER.uid);
    await expect(customer.page).toHaveURL(new RegExp(`/messages/${id}$`), { timeout: 30_000 });
    const question = unique(language === 'fr' ? 'Bonjour, êtes-vous libre' : 'Hello, are you free');
    await customer.page.getByTestId('message-composer').fill(question);
    await customer.page.getByTestId('send-message').click();
    const asked = customer.page.getByTestId('message').filter({ hasText: question });
    await expect(asked).toHaveAttribute('data-mark', /sent|delivered|read/, { timeout: 30_000 });

    // The provider's badge and list move without a reload.
    await expect
      .poll(() => badgeCount(provider.page, 'messages'), { timeout: 90_000 })
      .toBe(providerBefore + 1);
    const row = provider.page.getByTestId('conversation-row').filter({
      has: provider.page.getByTestId('conversation-excerpt').filter({ hasText: question }),
    });
    await expect(row).toBeVisible({ timeout: 30_000 });
    await row.click();
    await expect(provider.page.getByTestId('message').filter({ hasText: question })).toBeVisible();
    const answer = unique(language === 'fr' ? 'Oui, demain matin' : 'Yes, tomorrow morning');
    await provider.page.getByTestId('message-composer').fill(answer);
    await provider.page.keyboard.press('Enter');

    // The customer sees the answer live, and their question marked read.
    await expect(customer.page.getByTestId('message').filter({ hasText: answer })).toBeVisible({
      timeout: 60_000,
    });
    await expect(asked).toHaveAttribute('data-mark', 'read', { timeout: 60_000 });
    await expect(asked.getByTestId('message-mark')).toHaveAccessibleName(texts.messages.marks.read);

    // Offline: shown at once as pending, sent once on reconnection.
    await customer.context.setOffline(true);
    const later = unique(language === 'fr' ? 'Je confirme hors ligne' : 'Confirming offline');
    await customer.page.getByTestId('message-composer').fill(later);
    await customer.page.getByTestId('send-message').click();
    const queued = customer.page.getByTestId('message').filter({ hasText: later });
    await expect(queued).toHaveAttribute('data-mark', 'pending');
    await expect(queued.getByTestId('message-mark')).toHaveAccessibleName(
      texts.messages.marks.pending,
    );
    await customer.context.setOffline(false);
    // Sent once Firestore's channel is open again, which a loaded machine (CI) has been seen
    // to delay beyond 90 s.
    await expect(queued).toHaveAttribute('data-mark', /sent|delivered|read/, { timeout: 150_000 });
    const arrived = provider.page.getByTestId('message').filter({ hasText: later });
    await expect(arrived).toBeVisible({ timeout: 60_000 });
    await expect(arrived).toHaveCount(1);

    // Both have read everything in this conversation: its counts are zero and each header
    // shows the server's total.
    await expect
      .poll(
        async () => {
          const conversation = await readDocument(base(baseURL), `conversations/${id}`);
          return conversation?.unread;
        },
        { timeout: 60_000 },
      )
      .toEqual({ [person.uid]: 0, [PROVIDER.uid]: 0 });
    for (const [page, uid] of [
      [customer.page, person.uid],
      [provider.page, PROVIDER.uid],
    ] as const) {
      await expect
        .poll(
          async () => {
            const counts = await readDocument(base(baseURL), `unreadCounts/${uid}`);
            return (await badgeCount(page, 'messages')) === Number(counts?.messages ?? 0);
          },
          { timeout: 60_000 },
        )
        .toBe(true);
    }
    await closeAll(customer.context, provider.context);
  });

  test(`notifications: a booking confirmation and a quote response reach the customer (${language})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const customer = await personPage(browser, baseURL);
    const provider = await personPage(browser, baseURL);
    await signInTo(provider.page, '/provider-bookings', PROVIDER.account);
    await signInTo(customer.page, '/profile', NOTIFIED.account);
    await customer.page.goto(`${texts.prefix}/my-bookings`);
    await badgeCount(customer.page, 'notifications');
    // The account follows the language of the pages its owner uses: the notifications do too.
    await expect
      .poll(async () => (await readDocument(base(baseURL), `users/${NOTIFIED.uid}`))?.language, {
        timeout: 30_000,
      })
      .toBe(language);

    // A booking far enough ahead that no other journey wants its slot, confirmed by the provider.
    const bookingId = await bookFreeSlot(customer.page, PROVIDER.uid, language === 'fr' ? 20 : 24);
    await api(provider.page, 'post', `/api/bookings/${bookingId}/confirm`, {});
    const toast = customer.page.getByTestId('notification-toast');
    await expect(toast.filter({ hasText: texts.confirmed })).toBeVisible({ timeout: 90_000 });
    await expect(toast).toContainText(PROVIDER.name);
    const mails = await waitForMail(base(baseURL), NOTIFIED.uid, 'booking_confirmation', bookingId);
    expect(mails[0]?.to).toBe(NOTIFIED.email);

    // The feed lists it unread; opening it marks it read and leads to the bookings.
    await customer.page.goto(`${texts.prefix}/notifications`);
    const item = customer.page
      .getByTestId('notification-item')
      .filter({ hasText: texts.confirmed })
      .first();
    await expect(item).toHaveAttribute('data-read', 'false', { timeout: 30_000 });
    await item.click();
    await expect(customer.page).toHaveURL(new RegExp(`${texts.prefix}/my-bookings`));

    // A quote asked of the provider and sent back.
    const quoteId = String(
      (
        await api(customer.page, 'post', '/api/quotes', {
          requestId: requestId(),
          category: 'plumbing',
          providerId: PROVIDER.uid,
          description: 'Une fuite sous l’évier de la cuisine, à réparer.',
          urgency: 'medium',
          location: { city: 'Douala', address: 'Rue Njo-Njo, Bonapriso' },
          contactMethod: 'phone',
        })
      ).id,
    );
    await api(provider.page, 'put', `/api/quotes/${quoteId}/response`, {
      lineItems: [{ label: 'Réparation', quantity: 1, unitPriceFCFA: 15_000 }],
      durationMinutes: 60,
      earliestStart: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10),
    });
    await expect(toast.filter({ hasText: texts.quoted })).toBeVisible({ timeout: 90_000 });
    await waitForMail(base(baseURL), NOTIFIED.uid, 'provider_response', quoteId);
    await closeAll(customer.context, provider.context);
  });
}

test('the admin outbox lists the mails the notifications wrote', async ({ page }) => {
  await signInTo(page, '/admin/outbox', {
    email: 'admin@example.com',
    password: 'Admin-demo-2026',
  });
  const mail = page
    .getByTestId('outbox-mail')
    .filter({ hasText: NOTIFIED.email })
    .filter({ hasText: TEXTS.fr.quoted })
    .first();
  await expect(mail).toBeVisible({ timeout: 30_000 });
});

/** The outbox mails of `uid` for `kind` whose id names `source` (waits for the trigger). */
async function waitForMail(baseURL: string, uid: string, kind: string, source: string) {
  let mails: Record<string, unknown>[] = [];
  await expect
    .poll(
      async () => {
        mails = (
          await queryEqual(baseURL, 'mail', [
            ['uid', uid],
            ['kind', kind],
          ])
        ).filter((mail) => String(mail.id).includes(source));
        return mails.length;
      },
      { timeout: 90_000 },
    )
    .toBe(1);
  return mails;
}

/** The run's Hosting address (Playwright's `baseURL`, always set by the config). */
function base(baseURL: string | undefined): string {
  if (!baseURL) throw new Error('baseURL is not set');
  return baseURL;
}

async function closeAll(...contexts: BrowserContext[]) {
  await Promise.all(contexts.map((context) => context.close()));
}
