import { VerificationWorkspace } from './VerificationWorkspace';

/** /admin/verification (admins): every provider waiting for a document check. */
export default function VerificationQueuePage() {
  return <VerificationWorkspace kind={null} />;
}
