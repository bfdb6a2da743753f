import { Alert, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFCFA } from '@marketplace/domain';
import { signedInUser, useAuth } from '../../shared/auth/AuthState';
import { BecomeProviderInvitation } from '../../shared/ui/BecomeProviderInvitation';
import { PageHeader } from '../../shared/ui/PageHeader';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { PAYMENT_LINKS_NS } from './i18n';
import { LinkForm } from './LinkForm';
import { LinkList } from './LinkList';
import type { CreatedLink } from './model';
import { ShareActions } from './ShareActions';

function Created({ link }: { link: CreatedLink }) {
  const { t } = useTranslation(PAYMENT_LINKS_NS);
  return (
    <Alert severity="success" sx={{ '& .MuiAlert-message': { width: '100%', minWidth: 0 } }}>
      <Typography sx={{ fontWeight: 700 }}>{t('created.title')}</Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('created.text', { amount: formatFCFA(link.amountFCFA), description: link.description })}
      </Typography>
      <Typography
        component="a"
        href={link.url}
        data-testid="link-url"
        sx={{ display: 'block', mb: 1, overflowWrap: 'anywhere', fontFamily: 'monospace' }}
      >
        {link.url}
      </Typography>
      <ShareActions url={link.url} amountFCFA={link.amountFCFA} description={link.description} />
    </Alert>
  );
}

/**
 * `/payment-link-generator` (issue 15): a provider or an admin creates a signed link for an
 * amount, a description and a validity, shares it, and follows their links' status live.
 */
export default function PaymentLinkGeneratorPage() {
  const { t } = useTranslation(PAYMENT_LINKS_NS);
  const user = signedInUser(useAuth().state);
  const [created, setCreated] = useState<CreatedLink | null>(null);
  // The route is protected: a signed-out visitor is on their way to sign in.
  if (user === null) return <PageSpinner />;
  if (user.role !== 'admin' && !user.isProvider)
    return <BecomeProviderInvitation ns={PAYMENT_LINKS_NS} />;
  return (
    <Stack spacing={3} sx={{ py: { xs: 2, md: 4 }, maxWidth: 720, mx: 'auto' }}>
      <PageHeader title={t('title')} intro={t('intro')} />
      <LinkForm onCreated={setCreated} />
      {created && <Created link={created} />}
      <LinkList uid={user.id} />
    </Stack>
  );
}
