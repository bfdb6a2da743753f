import { useLocation } from 'react-router-dom';
import { VerifiedEmailGate } from '../shared/auth/EmailVerificationPanel';
import { languageFromPath } from '../shared/i18n/language';
import RegisterProviderPage from '../features/provider-onboarding/RegisterProviderPage';

/** The provider onboarding, behind the verified-email requirement of the rules (issue 10). */
export default function VerifiedProviderOnboarding() {
  const { pathname } = useLocation();
  // The verification link comes back here, in French (the gate localizes it).
  const frenchPath = languageFromPath(pathname) === 'en' ? pathname.slice('/en'.length) : pathname;
  return (
    <VerifiedEmailGate continuePath={frenchPath}>
      <RegisterProviderPage />
    </VerifiedEmailGate>
  );
}
