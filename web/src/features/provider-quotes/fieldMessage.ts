import { useTranslation } from 'react-i18next';
import type { FieldError } from '../../shared/forms/fieldErrors';
import { COMMON_NS } from '../../shared/i18n';
import { PROVIDER_QUOTES_NS } from './namespace';

/** The translated text of a field's message (common `validation.*` or this feature's keys). */
export function useFieldMessage() {
  const { t } = useTranslation(PROVIDER_QUOTES_NS);
  return (error: FieldError | undefined): string | undefined =>
    error && t(error.key, { ns: COMMON_NS, ...error.values });
}
