import {
  Alert,
  AlertTitle,
  Box,
  Grid,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  PAYMENT_METHODS,
  PLATFORM_SERVICE_FEE,
  formatFCFA,
  type PaymentMethodId,
} from '@marketplace/domain';
import { PaymentKindIcon } from './PaymentKindIcon';
import { contentLanguage, describeBracketRange, describeFeeRule } from './feeText';
import { PAYMENTS_INFO_NS } from './i18n';

/** The published fee schedule the calculator applies, so its numbers can be checked by hand. */
export function FeeScheduleTable({ highlight }: { highlight?: PaymentMethodId }) {
  const { t, i18n } = useTranslation(PAYMENTS_INFO_NS);
  const language = contentLanguage(i18n.language);
  const tiered = PAYMENT_METHODS.flatMap((method) =>
    method.operatorFee.type === 'tiered'
      ? [{ id: method.id, brackets: method.operatorFee.brackets }]
      : [],
  );

  return (
    <Box component="section" aria-labelledby="fee-schedule-title" sx={{ py: 4 }}>
      <Typography id="fee-schedule-title" variant="h5" component="h2" gutterBottom>
        {t('schedule.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('schedule.intro')}</Typography>

      <TableContainer component={Paper} variant="outlined" sx={{ mb: 3 }}>
        <Table size="small" aria-labelledby="fee-schedule-title">
          <TableHead>
            <TableRow>
              <TableCell scope="col">{t('schedule.method')}</TableCell>
              <TableCell scope="col">{t('schedule.operatorFee')}</TableCell>
              <TableCell scope="col">{t('schedule.platformFee')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {PAYMENT_METHODS.map((method) => (
              <TableRow key={method.id} selected={method.id === highlight}>
                <TableCell component="th" scope="row">
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <PaymentKindIcon kind={method.kind} fontSize="small" color="action" />
                    <span>{t(`methods.${method.id}`)}</span>
                  </Stack>
                </TableCell>
                <TableCell>{describeFeeRule(method.operatorFee, language, t)}</TableCell>
                <TableCell>{describeFeeRule(method.platformFee, language, t)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>

      <Grid container spacing={2} sx={{ mb: 3 }}>
        {tiered.map(({ id, brackets }) => {
          const titleId = `fee-brackets-${id}`;
          const method = t(`methods.${id}`);
          return (
            <Grid key={id} size={{ xs: 12, sm: 6, md: 4 }}>
              <TableContainer component={Paper} variant="outlined">
                <Typography id={titleId} variant="subtitle1" component="h3" sx={{ px: 2, pt: 1.5 }}>
                  {t('schedule.bracketsTitle', { method })}
                </Typography>
                <Table size="small" aria-labelledby={titleId}>
                  <TableHead>
                    <TableRow>
                      <TableCell scope="col">{t('schedule.bracketAmount')}</TableCell>
                      <TableCell scope="col" align="right">
                        {t('schedule.bracketFee')}
                      </TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {brackets.map((bracket, index) => (
                      <TableRow key={bracket.upToFCFA}>
                        <TableCell>{describeBracketRange(brackets, index, t)}</TableCell>
                        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                          {formatFCFA(bracket.feeFCFA)}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            </Grid>
          );
        })}
      </Grid>

      <Stack spacing={1.5}>
        <Typography>
          {t('schedule.platformFeeExplained', {
            rule: describeFeeRule(PLATFORM_SERVICE_FEE, language, t),
          })}
        </Typography>
        <Typography>{t('schedule.rounding')}</Typography>
        <Typography>{t('schedule.currencyNote')}</Typography>
        <Alert severity="info">
          <AlertTitle>{t('common.indicativeTitle')}</AlertTitle>
          {t('common.indicative')}
        </Alert>
      </Stack>
    </Box>
  );
}
