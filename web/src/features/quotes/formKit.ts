import type { ChangeEvent } from 'react';
import type { Language } from '@marketplace/domain';
import type { ActiveCategory } from '../../shared/catalog/categories';
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
export interface StepProps {
  draft: QuoteDraft;
  /** Applies `update`; the messages of `paths` go (the user is correcting them). */
  change: (update: (draft: QuoteDraft) => QuoteDraft, ...paths: string[]) => void;
  /** The translated message of a field, when it is invalid. */
  message: (path: string) => string | undefined;
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

type TextKey = {
  [K in keyof QuoteDraft]: QuoteDraft[K] extends string ? K : never;
}[keyof QuoteDraft];

/** The common props of a text field bound to a text of the draft. */
export function textFieldProps(
  { draft, change, message }: StepProps,
  key: TextKey,
  path: string,
  label: string,
  help?: string,
) {
  const error = message(path);
  return {
    id: fieldId(path),
    name: path,
    label,
    value: draft[key],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const { value } = event.target;
      change((current) => ({ ...current, [key]: value }), path);
    },
    error: error !== undefined,
    helperText: error ?? help,
    fullWidth: true,
  };
}
