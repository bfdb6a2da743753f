import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import type { AdminUserRow } from '@marketplace/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_USERS_NS } from './namespace';
import { UserChips } from './UserChips';

/** One user of the results: name, email, chips; opens the account. */
export function UserCard({
  user,
  self,
  onOpen,
}: {
  user: AdminUserRow;
  self: boolean;
  onOpen: () => void;
}) {
  const { t } = useTranslation(ADMIN_USERS_NS);
  const nameId = useId();
  return (
    <Card variant="outlined" component="li" aria-labelledby={nameId} data-testid="user">
      <CardContent
        component={Stack}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography id={nameId} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {user.displayName || t('list.noName')}
          </Typography>
          <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
            {user.email ?? t('list.noEmail')}
          </Typography>
          <Box sx={{ mt: 1 }}>
            <UserChips user={user} self={self} />
          </Box>
        </Box>
        <Button
          variant="outlined"
          onClick={onOpen}
          aria-describedby={nameId}
          sx={{ flexShrink: 0 }}
        >
          {t('list.open')}
        </Button>
      </CardContent>
    </Card>
  );
}
