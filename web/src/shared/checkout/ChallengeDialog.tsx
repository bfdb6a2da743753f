import { Box, Button, Dialog, DialogActions, DialogContent, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYMENTS_NS } from './i18n';

/**
 * The card issuer's 3-D Secure page, simulated: it looks like the bank's own page (its name and
 * colours, not the marketplace's) because that is what a payer meets with a real card. It can
 * only be left by answering: the attempt waits for Approve or Refuse.
 */
export function ChallengeDialog({
  amount,
  description,
  busy,
  onAnswer,
}: {
  amount: string;
  description: string;
  busy: boolean;
  onAnswer: (approve: boolean) => void;
}) {
  const { t } = useTranslation(PAYMENTS_NS);
  const titleId = useId();
  return (
    <Dialog open aria-labelledby={titleId} data-testid="checkout-3ds" fullWidth maxWidth="xs">
      <Box sx={{ bgcolor: '#0b3d2e', color: '#fff', px: 3, py: 2 }}>
        <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {t('challenge.bank')}
        </Typography>
        <Typography variant="caption">{t('challenge.secure')}</Typography>
      </Box>
      <DialogContent>
        <Typography sx={{ mb: 1 }}>{t('challenge.text', { amount, description })}</Typography>
        <Typography variant="body2" color="textSecondary">
          {t('challenge.note')}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button
          onClick={() => onAnswer(false)}
          disabled={busy}
          color="error"
          data-testid="checkout-3ds-refuse"
        >
          {t('challenge.refuse')}
        </Button>
        <Button
          onClick={() => onAnswer(true)}
          disabled={busy}
          variant="contained"
          sx={{ bgcolor: '#0b3d2e', '&:hover': { bgcolor: '#14533f' } }}
          data-testid="checkout-3ds-approve"
        >
          {t('challenge.approve')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
