import { Chip, Stack } from '@mui/material';
import type { AdminUserRow } from '@marketplace/domain';
import { useTranslation } from 'react-i18next';
import { ADMIN_USERS_NS } from './namespace';

/** A user's roles, provider page and disabled state, as chips. */
export function UserChips({ user, self }: { user: AdminUserRow; self: boolean }) {
  const { t } = useTranslation(ADMIN_USERS_NS);
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {user.roles.map((role) => (
        <Chip key={role} size="small" color="primary" label={t(`roles.${role}`)} />
      ))}
      {user.provider && <Chip size="small" variant="outlined" label={t('chips.provider')} />}
      {user.disabled && <Chip size="small" color="error" label={t('chips.disabled')} />}
      {self && <Chip size="small" variant="outlined" color="info" label={t('chips.you')} />}
    </Stack>
  );
}
