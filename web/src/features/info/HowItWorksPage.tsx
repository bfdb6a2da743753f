import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Button,
  Chip,
  Paper,
  Stack,
  Typography,
  type ChipProps,
} from '@mui/material';
import { useIsRouteAvailable } from '../../shared/routing/RouteAvailability';
import { LocalizedLink } from '../../shared/ui/LocalizedLink';
import { HowItWorksSteps } from './HowItWorksSteps';
import { BulletList, PageHeader, Section, StepNumber, SubHeading } from './InfoLayout';
import { useInfoText } from './useInfoText';
import { addTranslations } from '../../shared/i18n';
import { INFO_NS } from './i18n';
import en from './locales/howItWorks.en.json';
import fr from './locales/howItWorks.fr.json';

addTranslations(INFO_NS, { fr, en });

const CUSTOMER_DETAILED_STEPS = ['search', 'compare', 'book', 'pay', 'review'] as const;
const PROVIDER_STEPS = ['profile', 'verify', 'receive', 'deliver', 'paid'] as const;

/** DESIGN §3 in user terms: the usual path first, then every status. */
const BOOKING_FLOW = ['pending', 'confirmed', 'completed'] as const;
const BOOKING_STATUSES = [...BOOKING_FLOW, 'cancelled'] as const;
const QUOTE_FLOW = ['pending', 'responded', 'accepted'] as const;
const QUOTE_STATUSES = [...QUOTE_FLOW, 'declined', 'cancelled'] as const;
const CONTRACT_FLOW = ['pending', 'active', 'completed'] as const;
const CONTRACT_STATUSES = [...CONTRACT_FLOW, 'cancelled'] as const;

const FAQ = ['account', 'verified', 'reschedule', 'independent', 'offline'] as const;

const PAYMENT_LINKS = [
  { to: '/payment-methods', key: 'methods' },
  { to: '/mobile-money-guide', key: 'guide' },
  { to: '/transaction-calculator', key: 'calculator' },
] as const;

const STATUS_COLORS: Record<string, ChipProps['color']> = {
  pending: 'warning',
  confirmed: 'info',
  responded: 'info',
  active: 'info',
  completed: 'success',
  accepted: 'success',
  declined: 'default',
  cancelled: 'default',
};

const H = 'howItWorks';

export default function HowItWorksPage() {
  const { t, list } = useInfoText();
  const isAvailable = useIsRouteAvailable();
  const ctas = [
    { to: '/services', label: t(`${H}.ctas.services`) },
    { to: '/smart-quotation', label: t(`${H}.ctas.quote`) },
  ].filter((cta) => isAvailable(cta.to));

  return (
    <Stack spacing={{ xs: 5, md: 7 }} sx={{ pb: 8 }}>
      <PageHeader title={t(`${H}.title`)} intro={t(`${H}.intro`)}>
        {ctas.length > 0 && <LinkButtons links={ctas} variant="contained" />}
      </PageHeader>

      <HowItWorksSteps title={t(`${H}.overviewTitle`)} showLearnMore={false} />

      <Section id="customers" title={t(`${H}.customers.title`)}>
        <Typography>{t(`${H}.customers.intro`)}</Typography>
        <DetailedSteps prefix={`${H}.customers.steps`} steps={CUSTOMER_DETAILED_STEPS} />
      </Section>

      <Section id="providers" title={t(`${H}.providers.title`)}>
        <Typography>{t(`${H}.providers.intro`)}</Typography>
        <DetailedSteps prefix={`${H}.providers.steps`} steps={PROVIDER_STEPS} />
        {isAvailable('/become-provider') && (
          <LinkButtons
            links={[{ to: '/become-provider', label: t(`${H}.providers.cta`) }]}
            variant="contained"
          />
        )}
      </Section>

      <Section id="booking-lifecycle" title={t(`${H}.bookings.title`)}>
        <Typography>{t(`${H}.bookings.intro`)}</Typography>
        <StatusFlow
          label={t(`${H}.bookings.flowLabel`)}
          prefix={`${H}.bookings.statuses`}
          flow={BOOKING_FLOW}
        />
        <StatusDefinitions prefix={`${H}.bookings.statuses`} statuses={BOOKING_STATUSES} />
        <BulletList items={list(`${H}.bookings.rules`)} />
      </Section>

      <Section id="quote-lifecycle" title={t(`${H}.quotes.title`)}>
        <Typography>{t(`${H}.quotes.intro`)}</Typography>
        <StatusFlow
          label={t(`${H}.quotes.flowLabel`)}
          prefix={`${H}.quotes.statuses`}
          flow={QUOTE_FLOW}
        />
        <StatusDefinitions prefix={`${H}.quotes.statuses`} statuses={QUOTE_STATUSES} />
        <BulletList items={list(`${H}.quotes.rules`)} />
        <SubHeading>{t(`${H}.quotes.contract.title`)}</SubHeading>
        <Typography>{t(`${H}.quotes.contract.text`)}</Typography>
        <StatusFlow
          label={t(`${H}.quotes.contract.flowLabel`)}
          prefix={`${H}.quotes.contract.statuses`}
          flow={CONTRACT_FLOW}
        />
        <StatusDefinitions prefix={`${H}.quotes.contract.statuses`} statuses={CONTRACT_STATUSES} />
      </Section>

      <Section id="payments" title={t(`${H}.payments.title`)}>
        <Typography sx={{ maxWidth: 800 }}>{t(`${H}.payments.text`)}</Typography>
        <LinkButtons
          links={PAYMENT_LINKS.map(({ to, key }) => ({ to, label: t(`${H}.payments.${key}`) }))}
          variant="outlined"
        />
      </Section>

      <Section id="faq" title={t(`${H}.faq.title`)}>
        <div>
          {FAQ.map((item) => (
            <Accordion key={item} disableGutters variant="outlined">
              <AccordionSummary
                id={`faq-${item}-summary`}
                aria-controls={`faq-${item}-answer`}
                sx={{ fontWeight: 600 }}
              >
                {t(`${H}.faq.items.${item}.question`)}
              </AccordionSummary>
              <AccordionDetails id={`faq-${item}-answer`}>
                <Typography>{t(`${H}.faq.items.${item}.answer`)}</Typography>
              </AccordionDetails>
            </Accordion>
          ))}
        </div>
      </Section>
    </Stack>
  );
}

function LinkButtons({
  links,
  variant,
}: {
  links: { to: string; label: string }[];
  variant: 'contained' | 'outlined';
}) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      {links.map((link) => (
        <Button key={link.to} component={LocalizedLink} to={link.to} variant={variant}>
          {link.label}
        </Button>
      ))}
    </Stack>
  );
}

function DetailedSteps({ prefix, steps }: { prefix: string; steps: readonly string[] }) {
  const { t } = useInfoText();
  return (
    <Stack component="ol" spacing={3} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {steps.map((step, index) => (
        <Stack key={step} component="li" direction="row" spacing={2}>
          <StepNumber number={index + 1} />
          <Stack spacing={0.5} sx={{ maxWidth: 760 }}>
            <SubHeading>{t(`${prefix}.${step}.title`)}</SubHeading>
            <Typography color="textSecondary">{t(`${prefix}.${step}.text`)}</Typography>
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}

/** The usual path as chips joined by arrows. */
function StatusFlow({
  label,
  prefix,
  flow,
}: {
  label: string;
  prefix: string;
  flow: readonly string[];
}) {
  const { t } = useInfoText();
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle2" component="p" color="textSecondary" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Stack
        component="ol"
        direction="row"
        useFlexGap
        sx={{ listStyle: 'none', p: 0, m: 0, flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
      >
        {flow.map((status, index) => (
          <Box component="li" key={status} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            {index > 0 && (
              <Box component="span" aria-hidden sx={{ color: 'text.secondary' }}>
                →
              </Box>
            )}
            <Chip label={t(`${prefix}.${status}.label`)} color={STATUS_COLORS[status]} />
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}

function StatusDefinitions({ prefix, statuses }: { prefix: string; statuses: readonly string[] }) {
  const { t } = useInfoText();
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(180px, max-content) 1fr' },
        columnGap: 2,
        rowGap: { xs: 0.5, sm: 1.5 },
        alignItems: 'start',
      }}
    >
      {statuses.map((status) => (
        <Box key={status} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ mt: { xs: 1, sm: 0 } }}>
            <Chip
              size="small"
              variant="outlined"
              label={t(`${prefix}.${status}.label`)}
              color={STATUS_COLORS[status]}
            />
          </Box>
          <Typography component="dd" sx={{ m: 0 }}>
            {t(`${prefix}.${status}.text`)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
