import { useTranslation } from 'react-i18next';
import { usePageLanguage } from '../../shared/ui/LocalizedLink';
import type { Conversation } from './converters';
import { subjectTitleOf } from './format';
import { MESSAGES_NS } from './namespace';

/** "Réservation · Réparation de fuite", or "Conversation générale" (a provider's page). */
export function useSubjectText() {
  const { t } = useTranslation(MESSAGES_NS);
  const language = usePageLanguage();
  return (conversation: Conversation) => {
    const { kind } = conversation.subject;
    if (kind === 'provider') return t('subject.general');
    const title = subjectTitleOf(conversation, language);
    const kindText = t(`subject.kinds.${kind}`);
    return title ? t('subject.titled', { kind: kindText, title }) : kindText;
  };
}
