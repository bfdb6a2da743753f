import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
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
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COUNTRY_CODES,
  COUNTRY_NAMES,
  PLATFORM_SERVICE_FEE,
  paymentMethodsForCountry,
  type PaymentMethodKind,
} from '@marketplace/domain';
import { CONTACT } from '../../shared/contact';
import { LocalizedLink } from '../../shared/ui/LocalizedLink';
import { PaymentKindIcon } from './PaymentKindIcon';
import { contentLanguage, describeFeeRule, textList } from './feeText';
import { PAYMENTS_INFO_NS } from './i18n';

/** The five payment options the spec names, each with the icon of its kind. */
const OPTIONS: readonly { key: string; kind: PaymentMethodKind }[] = [
  { key: 'mobileMoney', kind: 'mobile_money' },
  { key: 'cards', kind: 'card' },
  { key: 'local', kind: 'mobile_money' },
  { key: 'cash', kind: 'cash' },
  { key: 'bankTransfer', kind: 'bank' },
];

const STATUSES = [
  { key: 'pending', color: 'warning' },
  { key: 'success', color: 'success' },
  { key: 'failed', color: 'error' },
] as const;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ py: { xs: 3, md: 4 } }}>
      <Typography id={id} variant="h5" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** /payment-methods: the payment options, where they work, statuses, fees and safety. */
export default function PaymentMethodsPage() {
  const { t, i18n } = useTranslation(PAYMENTS_INFO_NS);
  const language = contentLanguage(i18n.language);

  return (
    <Box sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
        {t('methodsPage.title')}
      </Typography>
      <Typography color="textSecondary" sx={{ maxWidth: 720 }}>
        {t('methodsPage.intro')}
      </Typography>

      <Section id="payment-options" title={t('methodsPage.optionsTitle')}>
        <Grid container spacing={2}>
          {OPTIONS.map(({ key, kind }) => (
            <Grid key={key} size={{ xs: 12, sm: 6, md: 4 }}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardContent>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                    <PaymentKindIcon kind={kind} color="primary" />
                    <Typography variant="h6" component="h3">
                      {t(`methodsPage.options.${key}.title`)}
                    </Typography>
                  </Stack>
                  <Typography variant="body2">{t(`methodsPage.options.${key}.body`)}</Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Section>

      <Section id="payment-countries" title={t('methodsPage.countriesTitle')}>
        <Typography sx={{ mb: 2 }}>{t('methodsPage.countriesIntro')}</Typography>
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-labelledby="payment-countries">
            <TableHead>
              <TableRow>
                <TableCell scope="col">{t('methodsPage.countryColumn')}</TableCell>
                <TableCell scope="col">{t('methodsPage.methodsColumn')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {COUNTRY_CODES.map((country) => (
                <TableRow key={country} data-testid={`country-${country}`}>
                  <TableCell component="th" scope="row" sx={{ verticalAlign: 'top' }}>
                    {COUNTRY_NAMES[country][language]}
                  </TableCell>
                  <TableCell>
                    <Box
                      component="ul"
                      sx={{
                        display: 'flex',
                        flexWrap: 'wrap',
                        gap: 0.5,
                        listStyle: 'none',
                        m: 0,
                        p: 0,
                      }}
                    >
                      {paymentMethodsForCountry(country).map((method) => (
                        <li key={method.id}>
                          <Chip
                            size="small"
                            variant={method.kind === 'mobile_money' ? 'filled' : 'outlined'}
                            color={method.kind === 'mobile_money' ? 'primary' : 'default'}
                            label={t(`methods.${method.id}`)}
                          />
                        </li>
                      ))}
                    </Box>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Section>

      <Section id="payment-status" title={t('methodsPage.statusTitle')}>
        <Typography sx={{ mb: 2 }}>{t('methodsPage.statusIntro')}</Typography>
        <Stack component="dl" spacing={1.5} sx={{ m: 0, mb: 2 }}>
          {STATUSES.map(({ key, color }) => (
            <Stack
              key={key}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={{ xs: 0.5, sm: 2 }}
              sx={{ alignItems: { xs: 'flex-start', sm: 'baseline' } }}
            >
              <Box component="dt" sx={{ minWidth: { sm: 120 } }}>
                <Chip color={color} label={t(`methodsPage.statuses.${key}.label`)} />
              </Box>
              <Typography component="dd" sx={{ m: 0 }}>
                {t(`methodsPage.statuses.${key}.body`)}
              </Typography>
            </Stack>
          ))}
        </Stack>
        <Alert severity="success">
          <AlertTitle>{t('methodsPage.retryTitle')}</AlertTitle>
          {t('methodsPage.retry')}
        </Alert>
      </Section>

      <Section id="payment-fees" title={t('methodsPage.feesTitle')}>
        <Typography sx={{ mb: 2 }}>
          {t('methodsPage.fees', { rule: describeFeeRule(PLATFORM_SERVICE_FEE, language, t) })}
        </Typography>
        <Alert severity="info" sx={{ mb: 2 }}>
          <AlertTitle>{t('common.indicativeTitle')}</AlertTitle>
          {t('common.indicative')}
        </Alert>
        <Button component={LocalizedLink} to="/transaction-calculator" variant="contained">
          {t('common.linkCalculator')}
        </Button>
      </Section>

      <Section id="payment-safety" title={t('methodsPage.safetyTitle')}>
        <Box component="ul" sx={{ pl: 3, my: 0 }}>
          {textList(t, 'methodsPage.safety', { email: CONTACT.email }).map((tip) => (
            <Typography component="li" key={tip} sx={{ mb: 1 }}>
              {tip}
            </Typography>
          ))}
        </Box>
      </Section>

      <Box component="nav" aria-label={t('common.seeAlso')} sx={{ pb: 4 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button component={LocalizedLink} to="/mobile-money-guide" variant="contained">
            {t('common.linkGuide')}
          </Button>
          <Button component={LocalizedLink} to="/transaction-calculator" variant="outlined">
            {t('common.linkCalculator')}
          </Button>
        </Stack>
      </Box>
    </Box>
  );
}
