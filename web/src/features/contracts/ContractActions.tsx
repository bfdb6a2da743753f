import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../shared/ui/LocalizedLink';
import { cancelContract, completeContract, requestChange } from './api';
import { ConfirmDialog, TextDialog } from './ContractDialogs';
import type { ContractOffer } from './contractActions';
import { CONTRACTS_NS } from './i18n';
import { Section } from './layout';
import type { Contract } from './model';

type Open = 'changeRequest' | 'complete' | 'cancel' | null;

interface Props {
  contract: Contract;
  offer: ContractOffer;
  /** A success to confirm (an `i18n` key of this namespace). */
  onDone: (noticeKey: string) => void;
}

/**
 * Asking for changes, completing and cancelling: only what the state machine offers; and, while
 * the contract runs, the customer's way to book the provider's next visit.
 */
export function ContractActions({ contract, offer, onDone }: Props) {
  const { t } = useTranslation(CONTRACTS_NS);
  const [open, setOpen] = useState<Open>(null);
  if (!offer.requestChange && !offer.complete && !offer.cancel && !offer.bookVisit) return null;
  const close = () => setOpen(null);
  const done = (noticeKey: string) => () => {
    setOpen(null);
    onDone(noticeKey);
  };
  return (
    <Section title={t('actions.title')}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {offer.bookVisit && (
          <Button
            variant="contained"
            component={LocalizedLink}
            to={`/service-scheduling?provider=${encodeURIComponent(contract.providerId)}`}
            data-testid="contract-book-visit"
          >
            {t('actions.bookVisit')}
          </Button>
        )}
        {offer.requestChange && (
          <Button variant="outlined" onClick={() => setOpen('changeRequest')}>
            {t('changeRequest.ask')}
          </Button>
        )}
        {offer.complete && (
          <Button variant="contained" onClick={() => setOpen('complete')}>
            {t('actions.complete')}
          </Button>
        )}
        {offer.cancel && (
          <Button variant="outlined" color="error" onClick={() => setOpen('cancel')}>
            {t('actions.cancel')}
          </Button>
        )}
      </Stack>
      {open === 'changeRequest' && (
        <TextDialog
          title={t('changeRequest.dialogTitle')}
          body={t('changeRequest.dialogBody')}
          label={t('changeRequest.message')}
          submitLabel={t('changeRequest.send')}
          validate={async (text) => (await import('./validation')).validateChangeRequest(text)}
          send={(message) => requestChange(contract.id, message)}
          onClose={close}
          onDone={done('changeRequest.sent')}
        />
      )}
      {open === 'complete' && (
        <ConfirmDialog
          title={t('actions.completeTitle')}
          body={t('actions.completeBody')}
          confirmLabel={t('actions.confirm')}
          run={() => completeContract(contract.id)}
          onClose={close}
          onDone={done('actions.completed')}
        />
      )}
      {open === 'cancel' && (
        <TextDialog
          title={t('actions.cancelTitle')}
          body={t('actions.cancelBody')}
          label={t('actions.reason')}
          submitLabel={t('actions.confirmCancel')}
          danger
          validate={async (text) => (await import('./validation')).validateCancelReason(text)}
          send={(reason) => cancelContract(contract.id, reason)}
          onClose={close}
          onDone={done('actions.cancelled')}
        />
      )}
    </Section>
  );
}
