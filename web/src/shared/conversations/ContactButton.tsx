import { Alert, Button, Snackbar, type ButtonProps } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { ConversationSubjectKind } from '@marketplace/domain';
import { useAuth } from '../auth/AuthState';
import { localizedPath } from '../i18n/language';
import { usePageLanguage } from '../ui/LocalizedLink';
import { CONVERSATION_ERROR_VALUES, conversationErrorText } from './errors';
import { CONVERSATIONS_NS } from './i18n';
import { useStartConversation } from './useStartConversation';

/** How the button looks where it is placed. */
type Look = Pick<ButtonProps, 'variant' | 'size' | 'fullWidth' | 'color' | 'startIcon' | 'sx'>;

export interface ContactButtonProps extends Look {
  /** What the conversation is about (`provider`: its id is the provider's uid). */
  subject: { kind: ConversationSubjectKind; id: string };
  /** The responding provider of a quote (required for `quote`). */
  providerId?: string;
  /** The button's text; "Contacter" / "Contact" by default. */
  label?: string;
  /** `data-testid`, `contact-button` by default. */
  testId?: string;
}

/** The sign-in page in the page language, coming back here afterwards (`/auth?next=`). */
function useSignInPath(): string {
  const { pathname, search } = useLocation();
  const language = usePageLanguage();
  return `${localizedPath('/auth', language)}?next=${encodeURIComponent(`${pathname}${search}`)}`;
}

/**
 * Opens the conversation about `subject` with the other party: a signed-out visitor signs in
 * first and comes back to this page; a signed-in user goes to the thread (created by the api
 * the first time). A provider sees no button on their own page. Failures are shown translated.
 */
export function ContactButton({
  subject,
  providerId,
  label,
  testId = 'contact-button',
  variant = 'outlined',
  ...look
}: ContactButtonProps) {
  const { t } = useTranslation(CONVERSATIONS_NS);
  const { state } = useAuth();
  const signInPath = useSignInPath();
  const { start, busy, error, dismiss } = useStartConversation();
  const text = label ?? t('contact.label');
  const common = { 'data-testid': testId, 'data-subject': subject.kind, variant, ...look };

  if (state.status === 'signedOut') {
    return (
      <Button component={Link} to={signInPath} {...common}>
        {text}
      </Button>
    );
  }
  if (state.status === 'signedIn' && subject.kind === 'provider' && subject.id === state.user.id) {
    return null;
  }
  return (
    <>
      <Button
        {...common}
        disabled={state.status === 'loading' || busy}
        aria-busy={busy}
        onClick={() =>
          void start({
            subject: { kind: subject.kind, id: subject.id },
            ...(providerId ? { providerId } : {}),
          })
        }
      >
        {busy ? t('contact.opening') : text}
      </Button>
      <Snackbar
        open={error !== null}
        onClose={(_event, reason) => reason !== 'clickaway' && dismiss()}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          severity="error"
          onClose={dismiss}
          closeText={t('contact.close')}
          data-testid="contact-error"
        >
          {error && t(conversationErrorText(error), CONVERSATION_ERROR_VALUES)}
        </Alert>
      </Snackbar>
    </>
  );
}
