import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Button,
  Chip,
  Divider,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatFCFA } from '@marketplace/domain';
import { ExpandMoreIcon } from '../../shared/ui/icons';
import { usePageLanguage } from '../../shared/ui/LocalizedLink';
import { chipColor, formatInstant } from './format';
import type { AdminPayment } from './model';
import { PAYMENT_ADMIN_NS } from './namespace';
import { PaymentEvents } from './PaymentEvents';

/** A transfer waits for an admin to find it on the platform's account. */
export const awaitsTransfer = (payment: AdminPayment) =>
  payment.method === 'bank_transfer' && payment.status === 'pending';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Box component="div" sx={{ minWidth: 140 }}>
      <Typography variant="caption" color="textSecondary" component="dt">
        {label}
      </Typography>
      <Typography variant="body2" component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * One payment: reference, date, payer, description, method, amount and status at a glance;
 * opened, its amounts, what it pays for and its history (read only while open), and for a
 * pending transfer the confirmation.
 */
export function PaymentRow({
  payment,
  onConfirm,
}: {
  payment: AdminPayment;
  onConfirm: (payment: AdminPayment) => void;
}) {
  const { t } = useTranslation(PAYMENT_ADMIN_NS);
  const language = usePageLanguage();
  const method = t(`methods.${payment.method}`);
  const operator =
    payment.operator === payment.method ? method : `${method} · ${payment.operator.toUpperCase()}`;
  const target =
    payment.target === 'demo'
      ? t('targets.demo')
      : t(`targets.${payment.target}`, { id: payment.bookingId ?? payment.id });
  return (
    <Accordion
      disableGutters
      variant="outlined"
      data-testid="admin-payments-row"
      slotProps={{ transition: { unmountOnExit: true } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Stack spacing={0.5} sx={{ minWidth: 0, flex: 1 }}>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ flexWrap: 'wrap', alignItems: 'center' }}
          >
            <Typography sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
              {payment.reference}
            </Typography>
            <Chip
              size="small"
              color={chipColor(payment.status)}
              label={t(`statuses.${payment.status}`)}
              data-testid="admin-payments-status"
            />
            <Typography sx={{ fontWeight: 600, ml: { sm: 'auto' } }}>
              {formatFCFA(payment.amountFCFA)}
            </Typography>
          </Stack>
          <Typography variant="body2" color="textSecondary">
            <time dateTime={payment.createdAt.toISOString()}>
              {formatInstant(payment.createdAt, language)}
            </time>
            {' · '}
            {payment.payerName ?? t('row.visitor')}
            {' · '}
            {operator}
          </Typography>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {payment.description}
          </Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails>
        <Stack spacing={2}>
          <Stack
            component="dl"
            direction="row"
            spacing={2}
            useFlexGap
            sx={{ flexWrap: 'wrap', m: 0 }}
          >
            <Field label={t('row.price')} value={formatFCFA(payment.priceFCFA)} />
            <Field label={t('row.fees')} value={formatFCFA(payment.feesFCFA)} />
            <Field label={t('row.amount')} value={formatFCFA(payment.amountFCFA)} />
            <Field label={t('row.operator')} value={operator} />
            <Field label={t('row.target')} value={target} />
            {payment.settledAt && (
              <Field
                label={t('row.settledAt')}
                value={formatInstant(payment.settledAt, language)}
              />
            )}
            {payment.failureReason && (
              <Field label={t('row.reason')} value={t(`reasons.${payment.failureReason}`)} />
            )}
          </Stack>
          {awaitsTransfer(payment) && (
            <Button
              variant="contained"
              onClick={() => onConfirm(payment)}
              data-testid="admin-payment-confirm"
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('confirm.button')}
            </Button>
          )}
          <Divider />
          <PaymentEvents paymentId={payment.id} />
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}
