import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { StartConversationInput } from '@marketplace/domain';
import { localizedPath } from '../i18n/language';
import { usePageLanguage } from '../ui/LocalizedLink';
import { conversationErrorOf, type ConversationErrorKey } from './errors';
import { startConversation } from './startConversation';

export interface StartConversation {
  /** Opens (or finds) the conversation, then goes to its thread in the page language. */
  start: (input: StartConversationInput) => Promise<void>;
  busy: boolean;
  error: ConversationErrorKey | null;
  dismiss: () => void;
}

/** Starts a conversation for a signed-in user; a failure is kept as a translatable key. */
export function useStartConversation(): StartConversation {
  const navigate = useNavigate();
  const language = usePageLanguage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ConversationErrorKey | null>(null);
  // A double tap must not send two requests (the second would only answer the same id).
  const running = useRef(false);

  const start = useCallback(
    async (input: StartConversationInput) => {
      if (running.current) return;
      running.current = true;
      setBusy(true);
      setError(null);
      try {
        const id = await startConversation(input);
        navigate(localizedPath(`/messages/${id}`, language));
      } catch (caught) {
        setError(conversationErrorOf(caught));
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [navigate, language],
  );
  const dismiss = useCallback(() => setError(null), []);
  return { start, busy, error, dismiss };
}
