import type { ChangeEvent } from 'react';

/** What a step of a wizard gives its text fields: the draft, a way to change it, the messages. */
export interface DraftFieldProps<Draft> {
  draft: Draft;
  /** Applies `update`; the messages of `paths` go (the user is correcting them). */
  change: (update: (draft: Draft) => Draft, ...paths: string[]) => void;
  /** The translated message of a field, when it is invalid. */
  message: (path: string) => string | undefined;
}

/** The keys of the draft's top-level texts. */
export type TextKey<Draft> = {
  [K in keyof Draft]: Draft[K] extends string ? K : never;
}[keyof Draft];

/**
 * `textFieldProps` for a draft whose fields have the DOM ids `fieldId` gives: the common props
 * of a text field bound to a top-level text of the draft.
 */
export function textFieldPropsFor<Draft>(fieldId: (path: string) => string) {
  return function textFieldProps(
    { draft, change, message }: DraftFieldProps<Draft>,
    key: TextKey<Draft>,
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
  };
}
