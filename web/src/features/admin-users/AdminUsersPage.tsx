import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import type { AdminUserRow } from '@marketplace/domain';
import { ADMIN_LIMITS } from '@marketplace/domain';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { signedInUser, useAuth } from '../../shared/auth/AuthState';
import { Pager } from '../../shared/ui/Pager';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { TextActionDialog } from '../../shared/ui/TextActionDialog';
import { useNotice } from '../../shared/ui/useNotice';
import { setDisabled, setRole, usersFailureOf } from './api';
import { ADMIN_USERS_NS } from './i18n';
import { UserCard } from './UserCard';
import { UserDetailDialog, type UserAction } from './UserDetailDialog';
import { useUsersSearch } from './useUsersSearch';

/**
 * /admin/users (admin, issue 16 §4): search by the start of an email or by name, 20 a page;
 * a user's account with their roles; grant or revoke admin / team and disable or re-enable
 * the account, each confirmed first. Every change goes through the api, which audits it.
 */
export default function AdminUsersPage() {
  const { t } = useTranslation(ADMIN_USERS_NS);
  const selfId = signedInUser(useAuth().state)?.id ?? null;
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const search = useUsersSearch(query);
  const [openUid, setOpenUid] = useState<string | null>(null);
  const [action, setAction] = useState<UserAction | null>(null);
  const notice = useNotice(t('notice.close'));
  const fieldId = useId();

  const rows = search.list.status === 'success' ? search.list.page.items : [];
  const open = rows.find((row) => row.uid === openUid) ?? null;

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setQuery(typed.trim());
  };

  const send = (user: AdminUserRow, chosen: UserAction) =>
    chosen.kind === 'role'
      ? setRole(user.uid, chosen.role, chosen.grant)
      : setDisabled(user.uid, chosen.disabled);

  const doneText = (chosen: UserAction) =>
    chosen.kind === 'role'
      ? t(chosen.grant ? 'done.granted' : 'done.revoked', { role: t(`roles.${chosen.role}`) })
      : t(chosen.disabled ? 'done.disabled' : 'done.enabled');

  const confirmTexts = (user: AdminUserRow, chosen: UserAction) => {
    const name = user.displayName || user.email || user.uid;
    if (chosen.kind === 'role') {
      const values = { name, role: t(`roles.${chosen.role}`) };
      return chosen.grant
        ? { title: t('confirm.grantTitle', values), text: t('confirm.grantText', values) }
        : { title: t('confirm.revokeTitle', values), text: t('confirm.revokeText', values) };
    }
    return chosen.disabled
      ? { title: t('confirm.disableTitle'), text: t('confirm.disableText', { name }) }
      : { title: t('confirm.enableTitle'), text: t('confirm.enableText', { name }) };
  };

  return (
    <Box sx={{ py: { xs: 3, md: 5 }, maxWidth: 960, mx: 'auto' }}>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
        {t('title')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {t('intro')}
      </Typography>
      <Stack
        component="form"
        role="search"
        onSubmit={onSearch}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mb: 3 }}
      >
        <TextField
          id={fieldId}
          type="search"
          label={t('search.label')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          slotProps={{ htmlInput: { maxLength: ADMIN_LIMITS.query, autoComplete: 'off' } }}
          fullWidth
        />
        <Button type="submit" variant="contained" sx={{ flexShrink: 0 }}>
          {t('search.submit')}
        </Button>
      </Stack>

      {search.list.status === 'loading' && <PageSpinner />}
      {search.list.status === 'error' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={search.retry}>
              {t('list.retry')}
            </Button>
          }
        >
          {t('list.loadError')} {t(`errors.${usersFailureOf(search.list.error)}`)}
        </Alert>
      )}
      {search.list.status === 'success' && rows.length === 0 && (
        <Typography color="textSecondary">
          {search.hasPrevious ? t('list.emptyPage') : t('list.empty')}
        </Typography>
      )}
      <Stack component="ul" spacing={1.5} aria-label={t('list.label')} sx={{ p: 0, m: 0 }}>
        {rows.map((row) => (
          <UserCard
            key={row.uid}
            user={row}
            self={row.uid === selfId}
            onOpen={() => setOpenUid(row.uid)}
          />
        ))}
      </Stack>
      <Pager
        label={t('paging.label')}
        page={search.page}
        hasPrevious={search.hasPrevious}
        hasNext={search.hasNext}
        onPrevious={search.previous}
        onNext={search.next}
      />

      {open && !action && (
        <UserDetailDialog
          user={open}
          self={open.uid === selfId}
          onAction={setAction}
          onClose={() => setOpenUid(null)}
        />
      )}
      {open && action && (
        <TextActionDialog
          {...confirmTexts(open, action)}
          submitLabel={t('confirm.submit')}
          backLabel={t('confirm.back')}
          submitColor={
            (action.kind === 'role' && !action.grant) ||
            (action.kind === 'disabled' && action.disabled)
              ? 'error'
              : 'primary'
          }
          failureOf={(error) => t(`errors.${usersFailureOf(error)}`)}
          send={async () => search.update(await send(open, action))}
          onClose={() => setAction(null)}
          onDone={() => {
            notice.show(doneText(action));
            setAction(null);
          }}
        />
      )}
      {notice.element}
    </Box>
  );
}
