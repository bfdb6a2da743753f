import type { ChangeEvent } from 'react';
import type { Language } from '@marketplace/domain';
import type { ActiveCategory } from '../../shared/catalog/categories';
import type { ProviderDraft } from './draft';

/** What every step receives: the draft, a way to change it, and the messages of its fields. */
export interface StepProps {
  draft: ProviderDraft;
  /** Applies `update`; the messages of `paths` go (the user is correcting them). */
  change: (update: (draft: ProviderDraft) => ProviderDraft, ...paths: string[]) => void;
  /** The translated message of a field, when it is invalid. */
  message: (path: string) => string | undefined;
  /** The language of the page. */
  language: Language;
  /** The active categories, when loaded. */
  categories: ActiveCategory[] | undefined;
  /** The categories could not be read. */
  categoriesFailed: boolean;
}

/** A field's DOM id, from its path (`services.0.priceFCFA` → `onboarding-services-0-priceFCFA`). */
export const fieldId = (path: string) => `onboarding-${path.replace(/\./g, '-')}`;

type TextKey = {
  [K in keyof ProviderDraft]: ProviderDraft[K] extends string ? K : never;
}[keyof ProviderDraft];

/** The common props of a text field bound to a top-level text of the draft. */
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

/** "Wolof", "anglais": a language's name in the page language, capitalised. */
export function languageName(code: string, language: Language): string {
  try {
    const name = new Intl.DisplayNames([language], { type: 'language' }).of(code) ?? code;
    return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
  } catch {
    return code;
  }
}
