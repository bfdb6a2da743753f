import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsFrom, QUOTE_RESPONSE_TRANSITIONS } from '@marketplace/domain';
import { signedInUser, useAuth } from '../../shared/auth/AuthState';
import { ContactButton } from '../../shared/conversations/ContactButton';
import { LocalizedLink } from '../../shared/ui/LocalizedLink';
import { DeclineDialog, WithdrawDialog } from './ActionDialogs';
import { statusColorOf, statusKeyOf } from './format';
import { PROVIDER_QUOTES_NS } from './i18n';
import type { InboxItem } from './model';
import { QuoteForm } from './QuoteForm';
import { QuoteSummary } from './QuoteSummary';
import { RequestSection } from './RequestSection';

/** What an action did, for the inbox's confirmation (`done.*`). */
export type DoneAction = 'sent' | 'revised' | 'declined' | 'withdrawn';

/** The provider's actions (domain state machine) and what each opens. */
const ACTIONS = {
  send: { variant: 'contained', color: 'primary' },
  revise: { variant: 'contained', color: 'primary' },
  decline: { variant: 'outlined', color: 'error' },
  withdraw: { variant: 'outlined', color: 'error' },
} as const;
type Action = keyof typeof ACTIONS;
const isAction = (action: string): action is Action => action in ACTIONS;

/**
 * One entry opened: the request in full, the provider's quote, and the actions its state
 * allows: answer or decline a new request, revise or withdraw a sent quote; a won quote leads
 * to its contract.
 */
export function QuoteDetails({
  item,
  title,
  onBack,
  onDone,
}: {
  item: InboxItem;
  title: string;
  onBack: () => void;
  onDone: (action: DoneAction) => void;
}) {
  const { t } = useTranslation(PROVIDER_QUOTES_NS);
  // The inbox lists this provider's own responses: the conversation is with them.
  const uid = signedInUser(useAuth().state)?.id;
  const [open, setOpen] = useState<Action | null>(null);
  const actions = actionsFrom(QUOTE_RESPONSE_TRANSITIONS, item.status, 'provider').filter(isAction);
  const editing = open === 'send' || open === 'revise' ? open : null;
  const close = () => setOpen(null);

  return (
    <Box sx={{ py: { xs: 3, md: 5 }, maxWidth: 880, mx: 'auto' }}>
      <Button onClick={onBack} sx={{ mb: 2 }}>
        {t('details.back')}
      </Button>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 3 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        <Chip color={statusColorOf(item.status)} label={t(statusKeyOf(item))} />
      </Stack>
      {uid && (
        <ContactButton
          subject={{ kind: 'quote', id: item.quoteId }}
          providerId={uid}
          label={t('details.message')}
          sx={{ mb: 3 }}
        />
      )}
      <Stack spacing={3}>
        <RequestSection item={item} />
        {item.status === 'declined' && item.declineReason && (
          <Alert severity="info">
            {t('details.declinedReason', { reason: item.declineReason })}
          </Alert>
        )}
        {item.status === 'accepted' && (
          <Alert
            severity="success"
            action={
              <Button color="inherit" component={LocalizedLink} to={`/contracts/${item.quoteId}`}>
                {t('details.contract')}
              </Button>
            }
          >
            {t('details.won')}
          </Alert>
        )}
        {editing ? (
          <QuoteForm
            key={editing}
            item={item}
            mode={editing}
            onCancel={close}
            onDone={() => onDone(editing === 'send' ? 'sent' : 'revised')}
          />
        ) : (
          item.totalFCFA !== null && <QuoteSummary item={{ ...item, totalFCFA: item.totalFCFA }} />
        )}
        {!editing && actions.length > 0 && (
          <Stack
            component="section"
            aria-label={t('details.actions')}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
          >
            {actions.map((action) => (
              <Button
                key={action}
                variant={ACTIONS[action].variant}
                color={ACTIONS[action].color}
                onClick={() => setOpen(action)}
              >
                {t(`actions.${action}`)}
              </Button>
            ))}
          </Stack>
        )}
      </Stack>
      {actions.includes('decline') && (
        <DeclineDialog
          quoteId={item.quoteId}
          open={open === 'decline'}
          onClose={close}
          onDone={() => onDone('declined')}
        />
      )}
      {actions.includes('withdraw') && (
        <WithdrawDialog
          quoteId={item.quoteId}
          open={open === 'withdraw'}
          onClose={close}
          onDone={() => onDone('withdrawn')}
        />
      )}
    </Box>
  );
}
