import { useTranslation } from 'react-i18next';
import type { Language } from '@marketplace/domain';
import { INFO_NS } from './i18n';

/** Keeps only the strings of a `returnObjects` value (an array of paragraphs in the JSON). */
export function asStringList(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}

/**
 * The info namespace's `t`, the current language, and `list(key)` for the paragraph arrays
 * of the JSON resources.
 */
export function useInfoText() {
  const { t, i18n } = useTranslation(INFO_NS);
  const language: Language = i18n.language === 'en' ? 'en' : 'fr';
  const list = (key: string): string[] => asStringList(t(key, { returnObjects: true }));
  return { t, language, list };
}
