import type { Language } from '@marketplace/domain';
import type { ActiveCategory } from '../../shared/catalog/categories';
import { textFieldPropsFor, type DraftFieldProps } from '../../shared/forms/draftTextField';
import type { ServiceChoice } from './converters';
import type { QuoteDraft } from './draft';

/** The provider a request is aimed at (`?provider=`), as far as it is known yet. */
export interface ProviderTarget {
  id: string;
  /** Their name; undefined while loading, null when there is no such provider. */
  name: string | null | undefined;
  /** Their services; undefined while loading or when they could not be read. */
  services: ServiceChoice[] | undefined;
  servicesFailed: boolean;
}

/** What every step receives: the draft, a way to change it, and the messages of its fields. */
export interface StepProps extends DraftFieldProps<QuoteDraft> {
  /** The language of the page. */
  language: Language;
  /** The active categories, when loaded. */
  categories: ActiveCategory[] | undefined;
  /** The categories could not be read. */
  categoriesFailed: boolean;
  /** The provider of an aimed request; null for an open one. */
  target: ProviderTarget | null;
}

/** A field's DOM id, from its path (`location.city` → `quote-location-city`). */
export const fieldId = (path: string) => `quote-${path.replace(/\./g, '-')}`;

/** The common props of a text field bound to a text of the draft. */
export const textFieldProps = textFieldPropsFor<QuoteDraft>(fieldId);
