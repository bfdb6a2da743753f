import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMON_NS } from '../i18n';
import type { FieldErrors } from './fieldErrors';

/** Paths whose message a change at `path` clears: itself and the groups it belongs to. */
export function withAncestors(path: string): string[] {
  const parts = path.split('.');
  return parts.map((_, index) => parts.slice(0, index + 1).join('.'));
}

/**
 * The field messages of a form checked step by step (the wizards): `show` sets them and
 * focuses the first field to correct (or the nearest of its groups that has an element),
 * `clear` drops those of the fields being corrected, `message` translates one. Keys are
 * resolved in the common namespace unless they name theirs (`ns:key`).
 */
export function useFieldErrors(fieldId: (path: string) => string) {
  const { t } = useTranslation(COMMON_NS);
  const [errors, setErrors] = useState<FieldErrors>({});

  const clear = (paths: readonly string[]) => {
    const cleared = new Set(paths.flatMap(withAncestors));
    if (cleared.size === 0) return;
    setErrors((current) => {
      const kept = Object.entries(current).filter(([path]) => !cleared.has(path));
      return kept.length === Object.keys(current).length ? current : Object.fromEntries(kept);
    });
  };

  const message = (path: string) => {
    const error = errors[path];
    return error ? t(error.key, { ns: COMMON_NS, ...error.values }) : undefined;
  };

  const show = (found: FieldErrors) => {
    setErrors(found);
    const first = Object.keys(found)[0];
    if (!first) return;
    // Once the step with that field is on screen.
    requestAnimationFrame(() => {
      for (const path of withAncestors(first).reverse()) {
        const element = document.getElementById(fieldId(path));
        if (element) {
          element.focus();
          break;
        }
      }
    });
  };

  return { errors, clear, message, show, reset: () => setErrors({}) };
}
