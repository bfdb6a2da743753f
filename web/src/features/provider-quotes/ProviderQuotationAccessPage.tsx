import { Navigate } from 'react-router-dom';
import { localizedPath } from '../../shared/i18n/language';
import { usePageLanguage } from '../../shared/ui/LocalizedLink';
import { ProviderGate } from './ProviderGate';

/** /provider-quotation-access: a provider goes on to their inbox; anyone else is invited. */
export default function ProviderQuotationAccessPage() {
  const language = usePageLanguage();
  return (
    <ProviderGate>
      {() => <Navigate replace to={localizedPath('/provider-quotations', language)} />}
    </ProviderGate>
  );
}
