import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { signedInUser, useAuth } from '../../shared/auth/AuthState';
import { BecomeProviderInvitation } from '../../shared/ui/BecomeProviderInvitation';
import { LocalizedLink } from '../../shared/ui/LocalizedLink';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { useNotice } from '../../shared/ui/useNotice';
import { useMyVerification } from './api';
import { DocumentCard } from './DocumentCard';
import { VERIFICATION_NS } from './i18n';
import { LoadError } from './LoadError';

/** Someone else's page: a plain refusal, or for an admin the way to the checks. */
function NotYours({ admin }: { admin: boolean }) {
  const { t } = useTranslation(VERIFICATION_NS);
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 } }}
      data-testid={admin ? 'admin-pointer' : 'forbidden'}
    >
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          {t(admin ? 'criminal.adminTitle' : 'criminal.forbiddenTitle')}
        </Typography>
        <Typography>{t(admin ? 'criminal.admin' : 'criminal.forbidden')}</Typography>
        {admin && (
          <Button
            variant="contained"
            component={LocalizedLink}
            to="/admin/criminal-records"
            sx={{ alignSelf: 'start' }}
          >
            {t('criminal.adminCta')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

function CriminalRecord({ uid }: { uid: string }) {
  const { t } = useTranslation(VERIFICATION_NS);
  const notice = useNotice(t('close'), 'verification-notice');
  const view = useMyVerification(uid);
  const data = view.data;
  let card;
  if (data === undefined) {
    card =
      view.status === 'error' ? (
        <LoadError retry={() => void view.refetch().catch(() => {})} />
      ) : (
        <PageSpinner />
      );
  } else {
    card = (
      <DocumentCard
        uid={uid}
        kind="criminal_record"
        document={data.documents.find((doc) => doc.kind === 'criminal_record')}
        onSent={() => notice.show(t('upload.sent'))}
        onError={(failure) => notice.show(t(`errors.${failure}`), 'error')}
      />
    );
  }
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {t('criminal.title')}
      </Typography>
      <Typography color="textSecondary">{t('criminal.intro')}</Typography>
      {card}
      <Button component={LocalizedLink} to="/provider-verification" sx={{ alignSelf: 'start' }}>
        {t('criminal.back')}
      </Button>
      {notice.element}
    </Stack>
  );
}

/**
 * /providers/:id/criminal-record: the provider sends their extract (issued within 3 months) and
 * follows its check, its validity and its lapse. Another user is refused; an admin is sent to
 * /admin/criminal-records. The route is protected: a signed-out visitor never stays here.
 */
export default function CriminalRecordPage() {
  const { id } = useParams();
  const session = signedInUser(useAuth().state);
  let content;
  if (session === null) content = <PageSpinner />;
  else if (id !== session.id) content = <NotYours admin={session.role === 'admin'} />;
  else if (!session.isProvider) content = <BecomeProviderInvitation ns={VERIFICATION_NS} />;
  else content = <CriminalRecord uid={session.id} />;
  return <Box sx={{ py: { xs: 3, md: 5 }, maxWidth: 800, mx: 'auto' }}>{content}</Box>;
}
