import type { Language } from '@marketplace/domain';
import type { ActiveCategory } from '../../shared/catalog/categories';
import { textFieldPropsFor, type DraftFieldProps } from '../../shared/forms/draftTextField';
import type { ProviderDraft } from './draft';

/** What every step receives: the draft, a way to change it, and the messages of its fields. */
export interface StepProps extends DraftFieldProps<ProviderDraft> {
  /** The language of the page. */
  language: Language;
  /** The active categories, when loaded. */
  categories: ActiveCategory[] | undefined;
  /** The categories could not be read. */
  categoriesFailed: boolean;
}

/** A field's DOM id, from its path (`services.0.priceFCFA` → `onboarding-services-0-priceFCFA`). */
export const fieldId = (path: string) => `onboarding-${path.replace(/\./g, '-')}`;

/** The common props of a text field bound to a top-level text of the draft. */
export const textFieldProps = textFieldPropsFor<ProviderDraft>(fieldId);
