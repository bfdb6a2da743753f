import type { FirestoreDataConverter } from 'firebase/firestore';
import { categorySchema, categorySlugSchema, VALIDATION, type Category } from '@marketplace/domain';
import { fieldErrorOf } from '../../shared/forms/fieldErrors';
import {
  categoryInput,
  type AdminCategory,
  type CategoryFieldPath,
  type CategoryFormValues,
  type FieldError,
  type FieldErrors,
} from './categoryForm';

/**
 * The category admin's zod-backed code, loaded with a dynamic `import()` (by the data layer and
 * on submit) so that zod stays out of the first-load bundle.
 */

const orderOf = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;

/**
 * `categories/{slug}`, validated on read with `categorySchema`. A malformed document does not
 * break the list: it comes back with `category: null`, for the admin to fix.
 */
export const adminCategoryConverter: FirestoreDataConverter<AdminCategory, Category> = {
  toFirestore: ({ category }) => categorySchema.parse(category),
  fromFirestore: (snapshot) => {
    const raw: Record<string, unknown> = snapshot.data();
    const result = categorySchema.safeParse(raw);
    return {
      slug: snapshot.id,
      order: result.success ? result.data.order : orderOf(raw.order),
      category: result.success ? result.data : null,
      raw,
    };
  },
};

export type CategoryValidation =
  { ok: true; slug: string; category: Category } | { ok: false; errors: FieldErrors };

const FIELD_PATHS: readonly CategoryFieldPath[] = [
  'slug',
  'name.fr',
  'name.en',
  'description.fr',
  'description.en',
  'icon',
  'keywords',
];

/** Issue paths such as `['keywords', 3]` show on their field (`keywords`). */
function fieldOf(path: readonly PropertyKey[]): CategoryFieldPath | null {
  const joined = path.map(String).join('.');
  return FIELD_PATHS.find((field) => joined === field || joined.startsWith(`${field}.`)) ?? null;
}

type Issue = NonNullable<ReturnType<typeof categorySchema.safeParse>['error']>['issues'][number];

/** The schema's own messages are `validation.*` keys; zod's defaults get the nearest one. */
function errorOf(issue: Issue): FieldError {
  const key = issue.message.startsWith('validation.')
    ? issue.message
    : issue.code === 'too_big'
      ? VALIDATION.tooLong
      : VALIDATION.required;
  return fieldErrorOf(issue, key);
}

/**
 * Validates the form with `categorySchema` (and a new category's slug with `categorySlugSchema`),
 * `order` being where the category goes. Returns the first message of each field, or the slug
 * and the exact document to write.
 */
export function validateCategory(
  values: CategoryFormValues,
  { order, newSlug }: { order: number; newSlug: boolean },
): CategoryValidation {
  const errors: FieldErrors = {};
  const slug = values.slug.trim();
  if (!newSlug) {
    // An existing slug is kept as it is: providers and bookings refer to it.
  } else if (!slug) {
    errors.slug = { key: VALIDATION.required };
  } else {
    const slugResult = categorySlugSchema.safeParse(slug);
    if (!slugResult.success && slugResult.error.issues[0]) {
      errors.slug = errorOf(slugResult.error.issues[0]);
    }
  }
  const result = categorySchema.safeParse(categoryInput(values, order));
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = fieldOf(issue.path);
      if (field && !errors[field]) errors[field] = errorOf(issue);
    }
  }
  if (!result.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, slug, category: result.data };
}
