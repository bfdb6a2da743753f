import { Alert, Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { localizedPath } from '../../shared/i18n/language';
import { usePageLanguage } from '../../shared/ui/LocalizedLink';
import { useProviderName, useProviderServices } from './api';
import { clearStoredDraft, loadStoredDraft, newDraft } from './draft';
import type { ProviderTarget } from './formKit';
import { QUOTES_NS } from './i18n';
import { QuoteWizard } from './QuoteWizard';

/** A provider id as the api accepts it; anything else is ignored (an open request). */
const providerIdOf = (value: string | null) =>
  value && /^[A-Za-z0-9_-]{1,128}$/.test(value) ? value : null;

/** The provider of `?provider=`, read over REST like their public page. */
function useTarget(providerId: string | null): ProviderTarget | null {
  const name = useProviderName(providerId);
  const services = useProviderServices(providerId);
  if (providerId === null) return null;
  return {
    id: providerId,
    name: name.status === 'success' ? (name.data[0] ?? null) : undefined,
    services: services.status === 'success' ? services.data : undefined,
    servicesFailed: services.status === 'error',
  };
}

function QuoteRequestForm({ providerId }: { providerId: string | null }) {
  const { t } = useTranslation(QUOTES_NS);
  const language = usePageLanguage();
  const navigate = useNavigate();
  const target = useTarget(providerId);
  const [stored] = useState(() => loadStoredDraft(providerId));
  // Changes when the user discards a restored draft, for a new form (and a new request id).
  const [generation, setGeneration] = useState(0);
  const [fresh, setFresh] = useState(() => newDraft(providerId));
  const restored = stored !== null && generation === 0;

  return (
    <>
      {restored && (
        <Alert
          severity="info"
          sx={{ mb: 3 }}
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                clearStoredDraft(providerId);
                setFresh(newDraft(providerId));
                setGeneration((value) => value + 1);
              }}
            >
              {t('wizard.startOver')}
            </Button>
          }
        >
          {t('wizard.restored')}
        </Alert>
      )}
      <QuoteWizard
        key={generation}
        initialDraft={restored ? stored.draft : fresh}
        initialStep={restored ? stored.step : 'service'}
        target={target}
        onSubmitted={(id) => void navigate(localizedPath(`/quotation-details/${id}`, language))}
      />
    </>
  );
}

/**
 * /smart-quotation (and `?provider=ID`): a request for quotes, open to the matching providers
 * or aimed at one. Anyone may fill it in; sending it needs a session and a verified email.
 */
export default function SmartQuotationPage() {
  const { t } = useTranslation(QUOTES_NS);
  const [params] = useSearchParams();
  const providerId = providerIdOf(params.get('provider'));
  return (
    <Box sx={{ py: { xs: 3, md: 5 }, maxWidth: 960, mx: 'auto' }}>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
        {t('wizard.title')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {providerId ? t('wizard.introAimed') : t('wizard.introOpen')}
      </Typography>
      <QuoteRequestForm key={providerId ?? 'open'} providerId={providerId} />
    </Box>
  );
}
