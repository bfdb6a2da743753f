import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { DocumentStatus, VerificationKind } from '@marketplace/domain';
import { signedInUser, useAuth } from '../../shared/auth/AuthState';
import { BecomeProviderInvitation } from '../../shared/ui/BecomeProviderInvitation';
import { LocalizedLink } from '../../shared/ui/LocalizedLink';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { useNotice } from '../../shared/ui/useNotice';
import { useMyVerification } from './api';
import { LoadError } from './LoadError';
import { DocumentCard } from './DocumentCard';
import { VERIFICATION_NS } from './i18n';
import { LevelSummary } from './LevelSummary';
import { StatusChip } from './StatusChip';

/** The badge's documents, in the order the provider usually has them. */
const BADGE_KINDS = ['identity', 'licence', 'diploma'] as const satisfies VerificationKind[];

function CriminalRecordLink({ uid, status }: { uid: string; status: DocumentStatus | 'missing' }) {
  const { t } = useTranslation(VERIFICATION_NS);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} data-testid="criminal-record-link">
      <Stack spacing={1.5}>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' }}
        >
          <Typography variant="h6" component="h2">
            {t('criminal.link')}
          </Typography>
          <StatusChip status={status} />
        </Stack>
        <Typography variant="body2" color="textSecondary">
          {t('criminal.linkText')}
        </Typography>
        <Button
          variant="outlined"
          component={LocalizedLink}
          to={`/providers/${uid}/criminal-record`}
          sx={{ alignSelf: 'start' }}
        >
          {t('criminal.open')}
        </Button>
      </Stack>
    </Paper>
  );
}

function Verification({ uid }: { uid: string }) {
  const { t } = useTranslation(VERIFICATION_NS);
  const notice = useNotice(t('close'), 'verification-notice');
  const view = useMyVerification(uid);
  const data = view.data;
  if (data === undefined) {
    return view.status === 'error' ? (
      <LoadError retry={() => void view.refetch().catch(() => {})} />
    ) : (
      <PageSpinner />
    );
  }
  const documentOf = (kind: VerificationKind) => data.documents.find((doc) => doc.kind === kind);
  return (
    <Stack spacing={2}>
      <LevelSummary view={data} />
      {BADGE_KINDS.map((kind) => (
        <DocumentCard
          key={kind}
          uid={uid}
          kind={kind}
          document={documentOf(kind)}
          onSent={() => notice.show(t('upload.sent'))}
          onError={(failure) => notice.show(t(`errors.${failure}`), 'error')}
        />
      ))}
      <CriminalRecordLink uid={uid} status={documentOf('criminal_record')?.status ?? 'missing'} />
      {notice.element}
    </Stack>
  );
}

/**
 * /provider-verification: the provider's level, what the badge still needs, and one card per
 * document (identity, licence, diploma) to send, replace and view their files; a link to the
 * criminal record. Anyone else signed in is invited to become a provider (the route is
 * protected: a signed-out visitor never stays here).
 */
export default function ProviderVerificationPage() {
  const { t } = useTranslation(VERIFICATION_NS);
  const session = signedInUser(useAuth().state);
  let content;
  if (session === null) content = <PageSpinner />;
  else if (!session.isProvider) content = <BecomeProviderInvitation ns={VERIFICATION_NS} />;
  else
    content = (
      <>
        <Typography variant="h4" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
          {t('title')}
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 3 }}>
          {t('intro')}
        </Typography>
        <Verification uid={session.id} />
      </>
    );
  return <Box sx={{ py: { xs: 3, md: 5 }, maxWidth: 800, mx: 'auto' }}>{content}</Box>;
}
