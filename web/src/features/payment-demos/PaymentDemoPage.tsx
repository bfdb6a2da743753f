import {
  Box,
  Button,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentView } from '@marketplace/domain';
import { signedInUser, useAuth } from '../../shared/auth/AuthState';
import { Checkout } from '../../shared/checkout/Checkout';
import { LocalizedLink } from '../../shared/ui/LocalizedLink';
import { PAYMENT_DEMO_NS } from './demoI18n';
import { DEFAULT_DEMO_AMOUNT, DemoAmountField, demoAmountOf } from './paymentDemoAmount';
import { appendToLog, clockTime, type DemoLogEntry } from './paymentDemoLog';

function LiveLog({ entries }: { entries: readonly DemoLogEntry[] }) {
  const { t } = useTranslation(PAYMENT_DEMO_NS);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('demo.log.title')}
      </Typography>
      {/* Polite: each new row is read out as the payment moves. */}
      <Box aria-live="polite" data-testid="demo-log" sx={{ overflowX: 'auto' }}>
        {entries.length === 0 ? (
          <Typography color="textSecondary">{t('demo.log.empty')}</Typography>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('demo.log.time')}</TableCell>
                <TableCell>{t('demo.log.type')}</TableCell>
                <TableCell>{t('demo.log.status')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {entries.map((entry) => (
                <TableRow
                  key={entry.key}
                  data-testid="demo-log-row"
                  data-type={entry.type}
                  data-status={entry.status}
                >
                  <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
                    <time dateTime={entry.at.toISOString()}>{clockTime(entry.at)}</time>
                  </TableCell>
                  <TableCell>{t(`demo.log.types.${entry.type}`)}</TableCell>
                  <TableCell>{t(`demo.log.statuses.${entry.status}`)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Box>
    </Paper>
  );
}

/**
 * /payment-demo (spec §1's demo module): the shared checkout on a demo amount, every method and
 * outcome of the sandbox, beside a live log of the attempt's states and webhooks as they arrive.
 */
export default function PaymentDemoPage() {
  const { t } = useTranslation(PAYMENT_DEMO_NS);
  const signedIn = signedInUser(useAuth().state) !== null;
  const [amountText, setAmountText] = useState(String(DEFAULT_DEMO_AMOUNT));
  const [log, setLog] = useState<DemoLogEntry[]>([]);
  const priceFCFA = demoAmountOf(amountText);
  const onUpdate = useCallback(
    (payment: PaymentView) => setLog((current) => appendToLog(current, payment, new Date())),
    [],
  );
  return (
    <Box sx={{ py: { xs: 1, md: 3 }, maxWidth: 1100, mx: 'auto' }}>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
        {t('demo.title')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 1 }}>
        {t('demo.intro')}
      </Typography>
      <Button component={LocalizedLink} to="/payment-test" sx={{ mb: 2, px: 0 }}>
        {t('demo.testLink')}
      </Button>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Paper variant="outlined" sx={{ p: 2, flex: 1, width: '100%', minWidth: 0 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            {t('demo.checkoutTitle')}
          </Typography>
          <Box sx={{ mb: 2 }}>
            <DemoAmountField value={amountText} onChange={setAmountText} testId="demo-amount" />
          </Box>
          {priceFCFA !== null && (
            <Checkout
              target={{ kind: 'demo', priceFCFA }}
              description={t('demo.description')}
              priceFCFA={priceFCFA}
              defaultCountry="CI"
              signedIn={signedIn}
              onUpdate={onUpdate}
            />
          )}
        </Paper>
        <Box sx={{ flex: 1, width: '100%', minWidth: 0 }}>
          <LiveLog entries={log} />
        </Box>
      </Stack>
    </Box>
  );
}
