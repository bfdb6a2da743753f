import { Alert, Box, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNotice } from '../../shared/ui/useNotice';
import { useParams } from 'react-router-dom';
import { localize, type ContractStatus, type LocalizedText } from '@marketplace/domain';
import { useAuth } from '../../shared/auth/AuthState';
import { ContactButton } from '../../shared/conversations/ContactButton';
import { useActiveCategories } from '../../shared/catalog/categories';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { useContract } from './api';
import { offerFor, partyOf } from './contractActions';
import { ContractActions } from './ContractActions';
import { ContractSummary } from './ContractSummary';
import { formatDateTime } from './format';
import { CONTRACTS_NS, pageLanguage } from './i18n';
import type { Contract } from './model';
import { PdfButton } from './PdfButton';
import { SignaturesSection } from './SignaturesSection';
import { TermsSection } from './TermsSection';

const STATUS_COLORS: Record<ContractStatus, 'warning' | 'success' | 'default' | 'error'> = {
  pending: 'warning',
  active: 'success',
  completed: 'default',
  cancelled: 'error',
};

const isPermissionDenied = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === 'permission-denied';

/**
 * /contracts/{id}: the contract drawn from an accepted quote, read live by both parties (and
 * admins). The provider drafts the terms, the customer may ask for changes, each signs their
 * own signature; then either may complete or cancel it, as the state machine allows.
 */
export default function ContractPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation(CONTRACTS_NS);
  const contract = useContract(id);
  const { state } = useAuth();
  const uid = state.status === 'signedIn' ? state.user.id : '';

  let content;
  if (contract.status === 'loading') content = <PageSpinner />;
  else if (contract.status === 'error' && !isPermissionDenied(contract.error)) {
    content = <Alert severity="error">{t('page.loadError')}</Alert>;
  } else if (contract.status === 'error' || contract.data === null) {
    // The rules hide a contract from anyone but its parties: both cases read the same.
    content = <Alert severity="info">{t('page.notFound')}</Alert>;
  } else content = <ContractView contract={contract.data} uid={uid} />;

  return (
    <Box sx={{ py: { xs: 3, md: 5 }, maxWidth: 880, mx: 'auto' }}>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
        {t('page.title')}
      </Typography>
      {content}
    </Box>
  );
}

function ContractView({ contract, uid }: { contract: Contract; uid: string }) {
  const { t, i18n } = useTranslation(CONTRACTS_NS);
  const language = pageLanguage(i18n.language);
  const categories = useActiveCategories();
  const party = partyOf(contract, uid);
  const offer = offerFor(contract, party);
  const notice = useNotice(t('notices.close'), 'contract-notice');
  const notify = (key: string) => notice.show(t(key));

  const category = categories.data?.find((item) => item.slug === contract.category);
  const categoryName: LocalizedText = category?.name ?? { fr: contract.category };
  const { changeRequest } = contract;

  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Chip
            label={t(`status.${contract.status}`)}
            color={STATUS_COLORS[contract.status]}
            data-testid="contract-status"
            sx={{ mb: 1 }}
          />
          <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
            {contract.serviceTitle
              ? localize(contract.serviceTitle, language)
              : localize(categoryName, language)}
          </Typography>
          <Typography color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
            {t('page.reference', { id: contract.id })}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
          <PdfButton contract={contract} categoryName={categoryName} />
          {party !== null && (
            <ContactButton
              subject={{ kind: 'contract', id: contract.id }}
              label={t(`page.message.${party}`)}
            />
          )}
        </Stack>
      </Stack>

      {party === null && <Alert severity="info">{t('page.adminView')}</Alert>}
      {contract.status === 'cancelled' && contract.cancelReason !== null && (
        <Alert severity="error">
          {t(
            contract.cancelledBy === 'provider' ? 'cancelled.byProvider' : 'cancelled.byCustomer',
            {
              reason: contract.cancelReason,
            },
          )}
        </Alert>
      )}
      {changeRequest && contract.status === 'pending' && (
        <Alert severity="info" data-testid="contract-change-request">
          <Typography sx={{ fontWeight: 600 }}>
            {t(party === 'customer' ? 'changeRequest.yours' : 'changeRequest.latest', {
              date: changeRequest.at ? formatDateTime(changeRequest.at, language) : '',
            })}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {changeRequest.message}
          </Typography>
        </Alert>
      )}

      <ContractSummary
        contract={contract}
        party={party}
        categoryName={categoryName}
        language={language}
      />
      <TermsSection
        contract={contract}
        language={language}
        editable={offer.editTerms}
        onSaved={() => notify('termsForm.saved')}
      />
      <SignaturesSection
        contract={contract}
        party={party}
        offer={offer}
        language={language}
        onSigned={() => notify('signatures.signed')}
      />
      <ContractActions contract={contract} offer={offer} onDone={notify} />

      {notice.element}
    </Stack>
  );
}
