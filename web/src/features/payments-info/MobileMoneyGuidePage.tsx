import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  AlertTitle,
  Box,
  Button,
  Stack,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYMENT_METHODS } from '@marketplace/domain';
import { CONTACT } from '../../shared/contact';
import { ExpandMoreIcon } from '../../shared/ui/icons';
import { LocalizedLink } from '../../shared/ui/LocalizedLink';
import { PaymentKindIcon } from './PaymentKindIcon';
import { contentLanguage, describeCountries, describeFeeRule, textList } from './feeText';
import { PAYMENTS_INFO_NS } from './i18n';

const MOBILE_MONEY = PAYMENT_METHODS.filter((method) => method.kind === 'mobile_money');

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

function List({ items, ordered = false }: { items: string[]; ordered?: boolean }) {
  return (
    <Box component={ordered ? 'ol' : 'ul'} sx={{ pl: 3, my: 0 }}>
      {items.map((item) => (
        <Typography component="li" key={item} sx={{ mb: 1 }}>
          {item}
        </Typography>
      ))}
    </Box>
  );
}

/** /mobile-money-guide: paying with each operator, confirming, pending or failed payments. */
export default function MobileMoneyGuidePage() {
  const { t, i18n } = useTranslation(PAYMENTS_INFO_NS);
  const language = contentLanguage(i18n.language);
  const email = CONTACT.email;
  const security = textList(t, 'guide.security');

  return (
    <Box sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
        {t('guide.title')}
      </Typography>
      <Typography color="textSecondary" sx={{ maxWidth: 720 }}>
        {t('guide.intro')}
      </Typography>

      <Section id="guide-how" title={t('guide.howTitle')}>
        <List items={textList(t, 'guide.how')} ordered />
        <Typography sx={{ mt: 1 }}>{t('schedule.currencyNote')}</Typography>
      </Section>

      <Section id="guide-operators" title={t('guide.operatorsTitle')}>
        {MOBILE_MONEY.map((method) => {
          const summaryId = `guide-operator-${method.id}`;
          return (
            <Accordion key={method.id} disableGutters variant="outlined">
              <AccordionSummary
                expandIcon={<ExpandMoreIcon />}
                aria-controls={`${summaryId}-details`}
                id={summaryId}
              >
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                  <PaymentKindIcon kind={method.kind} color="primary" />
                  <Box>
                    <Typography sx={{ fontWeight: 600 }}>{t(`methods.${method.id}`)}</Typography>
                    <Typography variant="body2" color="textSecondary">
                      {describeCountries(method.countries, language, t)}
                    </Typography>
                  </Box>
                </Stack>
              </AccordionSummary>
              <AccordionDetails>
                <Stack spacing={2}>
                  <Typography>
                    <strong>{t('guide.accessLabel')}</strong>
                    {t('rules.labelSeparator')}
                    {t(`guide.operators.${method.id}.access`)}
                  </Typography>
                  <Box>
                    <Typography component="h4" sx={{ fontWeight: 600, mb: 1 }}>
                      {t('guide.stepsLabel')}
                    </Typography>
                    <List items={textList(t, `guide.operators.${method.id}.steps`)} ordered />
                  </Box>
                  <Typography variant="body2" color="textSecondary">
                    <strong>{t('schedule.operatorFee')}</strong>
                    {t('rules.labelSeparator')}
                    {describeFeeRule(method.operatorFee, language, t)}
                  </Typography>
                </Stack>
              </AccordionDetails>
            </Accordion>
          );
        })}
      </Section>

      <Section id="guide-pending" title={t('guide.pendingTitle')}>
        <List items={textList(t, 'guide.pending', { email })} />
      </Section>

      <Section id="guide-failed" title={t('guide.failedTitle')}>
        <Typography sx={{ mb: 1 }}>{t('guide.failedIntro')}</Typography>
        <List items={textList(t, 'guide.failedReasons')} />
        <Typography sx={{ mt: 1 }}>{t('guide.failedAction', { email })}</Typography>
      </Section>

      <Section id="guide-security" title={t('guide.securityTitle')}>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {security[0]}
        </Alert>
        <List items={security.slice(1)} />
      </Section>

      <Alert severity="info" sx={{ mb: 3 }}>
        <AlertTitle>{t('common.indicativeTitle')}</AlertTitle>
        {t('common.indicative')}
      </Alert>

      <Box component="nav" aria-label={t('common.seeAlso')} sx={{ pb: 4 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button component={LocalizedLink} to="/transaction-calculator" variant="contained">
            {t('common.linkCalculator')}
          </Button>
          <Button component={LocalizedLink} to="/payment-methods" variant="outlined">
            {t('common.linkMethods')}
          </Button>
        </Stack>
      </Box>
    </Box>
  );
}
