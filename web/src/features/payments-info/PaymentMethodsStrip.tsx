import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PAYMENT_METHODS } from '@marketplace/domain';
import { LocalizedLink } from '../../shared/ui/LocalizedLink';
import { PaymentKindIcon } from './PaymentKindIcon';
import { PAYMENTS_STRIP_NS } from './stripI18n';

/**
 * The accepted payment methods at a glance, with a link to /payment-methods. Compact enough
 * for the home page, which supplies the section heading around it.
 */
export function PaymentMethodsStrip() {
  const { t } = useTranslation(PAYMENTS_STRIP_NS);
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }} data-testid="payment-methods-strip">
      <Typography color="textSecondary">{t('summary')}</Typography>
      <Box
        component="ul"
        aria-label={t('label')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}
      >
        {PAYMENT_METHODS.map((method) => (
          <li key={method.id}>
            <Chip
              icon={<PaymentKindIcon kind={method.kind} fontSize="small" />}
              label={t(`methods.${method.id}`)}
              variant="outlined"
            />
          </li>
        ))}
      </Box>
      <Button component={LocalizedLink} to="/payment-methods" size="small">
        {t('link')}
      </Button>
    </Stack>
  );
}
