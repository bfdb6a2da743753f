import { VerificationWorkspace } from './VerificationWorkspace';

/**
 * /admin/criminal-records (admins): the providers whose criminal-record extract waits, with its
 * issue date and age; after approval, how long the check stays valid.
 */
export default function CriminalRecordsPage() {
  return <VerificationWorkspace kind="criminal_record" />;
}
