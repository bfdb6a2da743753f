import { ProviderGate } from './ProviderGate';
import { ProviderInbox } from './ProviderInbox';

/** /provider-quotations: the provider's quote inbox; anyone else is invited to become one. */
export default function ProviderQuotationsPage() {
  return <ProviderGate>{(uid) => <ProviderInbox uid={uid} />}</ProviderGate>;
}
