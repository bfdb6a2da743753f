import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { GRANTABLE_ROLES, type AdminUserRow, type GrantableRole } from '@marketplace/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DescriptionList } from '../../shared/ui/DescriptionList';
import { usePageLanguage } from '../../shared/ui/LocalizedLink';
import { formatInstant } from './format';
import { ADMIN_USERS_NS } from './namespace';
import { UserChips } from './UserChips';

/** What an admin asks for a user, confirmed before it is sent. */
export type UserAction =
  { kind: 'role'; role: GrantableRole; grant: boolean } | { kind: 'disabled'; disabled: boolean };

/**
 * A user's account: email, id, dates, roles and state, with the role and account actions. The
 * admin's own admin role and own account cannot be changed here (the api refuses it too).
 */
export function UserDetailDialog({
  user,
  self,
  onAction,
  onClose,
}: {
  user: AdminUserRow;
  self: boolean;
  onAction: (action: UserAction) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(ADMIN_USERS_NS);
  const language = usePageLanguage();
  const titleId = useId();
  const name = user.displayName || user.email || user.uid;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('detail.title', { name })}</DialogTitle>
      <DialogContent>
        <Box sx={{ mb: 2 }}>
          <UserChips user={user} self={self} />
        </Box>
        <DescriptionList
          rows={[
            [t('detail.email'), user.email ?? t('list.noEmail')],
            [t('detail.uid'), user.uid],
            [t('detail.createdAt'), formatInstant(user.createdAt, language) ?? t('detail.never')],
            [
              t('detail.lastSignInAt'),
              formatInstant(user.lastSignInAt, language) ?? t('detail.never'),
            ],
            [t('detail.status'), t(user.disabled ? 'detail.disabled' : 'detail.active')],
            [
              t('detail.roles'),
              user.roles.length ? (
                <Stack component="span" direction="row" spacing={0.5}>
                  {user.roles.map((role) => (
                    <Chip key={role} size="small" color="primary" label={t(`roles.${role}`)} />
                  ))}
                </Stack>
              ) : (
                t('detail.noRole')
              ),
            ],
          ]}
        />
        <Typography component="h3" variant="subtitle2" sx={{ mt: 3, mb: 1 }}>
          {t('detail.actions')}
        </Typography>
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          {GRANTABLE_ROLES.map((role) => {
            const has = user.roles.includes(role);
            const label = t(`roles.${role}`);
            if (self && role === 'admin' && has) {
              return (
                <Alert key={role} severity="info">
                  {t('actions.ownAdmin')}
                </Alert>
              );
            }
            return (
              <Button
                key={role}
                variant="outlined"
                color={has ? 'error' : 'primary'}
                onClick={() => onAction({ kind: 'role', role, grant: !has })}
              >
                {t(has ? 'actions.revoke' : 'actions.grant', { role: label })}
              </Button>
            );
          })}
          {self ? (
            <Alert severity="info">{t('actions.ownAccount')}</Alert>
          ) : (
            <Button
              variant="outlined"
              color={user.disabled ? 'primary' : 'error'}
              onClick={() => onAction({ kind: 'disabled', disabled: !user.disabled })}
            >
              {t(user.disabled ? 'actions.enable' : 'actions.disable')}
            </Button>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('detail.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
