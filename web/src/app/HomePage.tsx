import { Box } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { CategoryGrid } from '../features/categories/CategoryGrid';
import { HomeHero } from '../features/home/HomeHero';
import { HomeSection } from '../features/home/HomeSection';
import { HOME_NS } from '../features/home/i18n';
import { HowItWorksSteps } from '../features/info/HowItWorksSteps';
import { useInstallState } from '../features/pwa/useInstallState';
import { WhenVisible } from '../shared/ui/WhenVisible';

// Below the fold: fetched when the visitor scrolls near them, not on every first visit.
const PopularProviders = lazy(() =>
  import('../features/providers/PopularProviders').then((m) => ({ default: m.PopularProviders })),
);
const TestimonialsSection = lazy(() =>
  import('../features/home/TestimonialsSection').then((m) => ({
    default: m.TestimonialsSection,
  })),
);
const PaymentMethodsStrip = lazy(() =>
  import('../features/payments-info/PaymentMethodsStrip').then((m) => ({
    default: m.PaymentMethodsStrip,
  })),
);
const AppDownloadSection = lazy(() =>
  import('../features/home/AppDownloadSection').then((m) => ({ default: m.AppDownloadSection })),
);

/**
 * Without a browser prompt (iOS, or already offered) the section explains the menu steps. Its
 * own component: the install state changes once the page is live (the server's drawing knows no
 * device), which re-rendered the whole home page when HomePage read it (issue 11).
 */
function InstallableAppDownload() {
  const { deferredPrompt, isInstalled, install } = useInstallState();
  return (
    <AppDownloadSection
      canInstall={deferredPrompt !== null && !isInstalled}
      onInstall={() => void install()}
    />
  );
}

/** Composes the home sections that belong to different features. */
export default function HomePage() {
  const { t } = useTranslation(HOME_NS);
  return (
    <>
      <HomeHero />
      <HomeSection title={t('categories.title')}>
        <CategoryGrid errorText={t('categories.error')} emptyText={t('categories.empty')} />
      </HomeSection>
      <Box sx={{ pb: 6 }}>
        <HowItWorksSteps />
      </Box>
      <WhenVisible minHeight={1200}>
        <Suspense fallback={null}>
          <PopularProviders />
          <TestimonialsSection />
          <HomeSection title={t('payments.title')}>
            <PaymentMethodsStrip />
          </HomeSection>
          <InstallableAppDownload />
        </Suspense>
      </WhenVisible>
    </>
  );
}
