import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { Language } from '@marketplace/domain';
import { notifyAuthUpdated } from '../../shared/api/authEvents';
import { signedInUser, useAuth, type SessionUser } from '../../shared/auth/AuthState';
import { LocalizedLink, usePageLanguage } from '../../shared/ui/LocalizedLink';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { loadOnboardingSource, type OnboardingSource, type SaveOutcome } from './api';
import {
  clearStoredDraft,
  draftOfProvider,
  loadStoredDraft,
  newDraft,
  type ProviderDraft,
  type StoredDraft,
  type Variant,
} from './draft';
import { ONBOARDING_NS } from './i18n';
import { ProviderWizard } from './ProviderWizard';

/** `/register-provider-advanced` has every step; `/register-provider` the essentials. */
function useVariant(): Variant {
  return useLocation().pathname.endsWith('-advanced') ? 'advanced' : 'basic';
}

type Loaded =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; source: OnboardingSource; fresh: ProviderDraft; stored: StoredDraft | null }
  | { status: 'saved'; outcome: SaveOutcome };

function Frame({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <Box sx={{ py: { xs: 3, md: 5 }, maxWidth: 960, mx: 'auto' }}>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {intro && (
        <Typography color="textSecondary" sx={{ mb: 3 }}>
          {intro}
        </Typography>
      )}
      {children}
    </Box>
  );
}

/** What the form starts from: the stored draft, else the saved profile, else a new one. */
function startingPoint(session: SessionUser, source: OnboardingSource, language: Language) {
  const fresh: ProviderDraft = source.provider
    ? draftOfProvider(source.provider.data, source.provider.services)
    : newDraft({
        displayName: [session.firstName, session.lastName].filter(Boolean).join(' '),
        email: session.email ?? '',
        phone: source.accountPhone,
        language,
      });
  const stored = loadStoredDraft(session.id, fresh);
  return { fresh, stored };
}

function Onboarding({ session, variant }: { session: SessionUser; variant: Variant }) {
  const { t } = useTranslation(ONBOARDING_NS);
  const language = usePageLanguage();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // Changes when the user discards a restored draft, for a new form.
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let active = true;
    loadOnboardingSource(session.id).then(
      (source) => {
        if (active)
          setLoaded({ status: 'ready', source, ...startingPoint(session, source, language) });
      },
      () => {
        if (active) setLoaded({ status: 'error' });
      },
    );
    return () => {
      active = false;
    };
    // Read once per load: the language and session of that moment decide the prefill.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session.id, attempt]);

  const editing =
    (loaded.status === 'ready' && loaded.source.provider !== null) ||
    (loaded.status === 'saved' && loaded.outcome === 'updated');
  const title = editing
    ? t('wizard.titleEdit')
    : variant === 'advanced'
      ? t('wizard.titleCreateAdvanced')
      : t('wizard.titleCreate');

  if (loaded.status === 'loading') {
    return (
      <Frame title={title}>
        <PageSpinner />
      </Frame>
    );
  }
  if (loaded.status === 'error') {
    return (
      <Frame title={title}>
        <Alert
          severity="error"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                setLoaded({ status: 'loading' });
                setAttempt((value) => value + 1);
              }}
            >
              {t('wizard.retry')}
            </Button>
          }
        >
          {t('wizard.loadError')}
        </Alert>
      </Frame>
    );
  }
  if (loaded.status === 'saved') {
    return (
      <Frame title={title}>
        <Alert severity="success" sx={{ mb: 3 }} data-testid="onboarding-success">
          <Typography sx={{ fontWeight: 600 }}>
            {loaded.outcome === 'created' ? t('success.created') : t('success.updated')}
          </Typography>
          {t('success.text')}
        </Alert>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button variant="contained" component={LocalizedLink} to={`/providers/${session.id}`}>
            {t('success.viewProfile')}
          </Button>
          <Button variant="outlined" component={LocalizedLink} to="/services">
            {t('success.browse')}
          </Button>
          <Button
            onClick={() => {
              setLoaded({ status: 'loading' });
              setAttempt((value) => value + 1);
            }}
          >
            {t('success.editAgain')}
          </Button>
        </Stack>
      </Frame>
    );
  }

  const { source, fresh, stored } = loaded;
  const start: StoredDraft = stored ?? { draft: fresh, step: 'trade' };
  return (
    <Frame title={title} intro={editing ? t('wizard.introEdit') : t('wizard.introCreate')}>
      {stored && generation === 0 && (
        <Alert
          severity="info"
          sx={{ mb: 3 }}
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                clearStoredDraft(session.id);
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
      <ProviderWizard
        key={`${attempt}:${generation}`}
        uid={session.id}
        variant={variant}
        initialDraft={generation === 0 ? start.draft : fresh}
        initialStep={generation === 0 ? start.step : 'trade'}
        existingServiceIds={source.provider?.services.map((service) => service.id) ?? null}
        onSaved={(outcome) => {
          setLoaded({ status: 'saved', outcome });
          // The header's menu knows the user as a provider now.
          notifyAuthUpdated().catch(() => undefined);
        }}
      />
    </Frame>
  );
}

/**
 * /register-provider and /register-provider-advanced (signed in): creates `providers/{uid}`
 * and its services, or edits them when the user already is a provider.
 */
export default function RegisterProviderPage() {
  const session = signedInUser(useAuth().state);
  const variant = useVariant();
  if (session === null) return <PageSpinner />;
  return <Onboarding key={session.id} session={session} variant={variant} />;
}
