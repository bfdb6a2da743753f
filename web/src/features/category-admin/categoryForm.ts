import { CATEGORY_LIMITS, foldText, type Category } from '@marketplace/domain';
import type { FieldError as CommonFieldError } from '../../shared/forms/fieldErrors';
import { DEFAULT_CATEGORY_ICON } from './categoryIcons';

/** A row of the admin list: every category, active or not, and ones that fail validation. */
export interface AdminCategory {
  slug: string;
  /** `order` as stored; null when it is not a whole number ≥ 0. */
  order: number | null;
  /** The validated document; null when the stored one is malformed (it can be fixed by editing). */
  category: Category | null;
  /** The stored fields, to prefill the form of a malformed document. */
  raw: Record<string, unknown>;
}

/** What the category form edits; texts as typed, validated with `categorySchema` on submit. */
export interface CategoryFormValues {
  slug: string;
  nameFr: string;
  nameEn: string;
  descriptionFr: string;
  descriptionEn: string;
  icon: string;
  keywords: string[];
  active: boolean;
}

/** Where a field's message shows. */
export type CategoryFieldPath =
  'slug' | 'name.fr' | 'name.en' | 'description.fr' | 'description.en' | 'icon' | 'keywords';

/**
 * A field's message: an i18n key and its values; the key belongs to the common namespace
 * (`validation.*`) unless `ns` names another.
 */
export interface FieldError extends CommonFieldError {
  ns?: string;
}
export type FieldErrors = Partial<Record<CategoryFieldPath, FieldError>>;

export const SLUG_MAX_LENGTH = 40;

export const EMPTY_FORM: CategoryFormValues = {
  slug: '',
  nameFr: '',
  nameEn: '',
  descriptionFr: '',
  descriptionEn: '',
  icon: DEFAULT_CATEGORY_ICON,
  keywords: [],
  active: true,
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The form's first values for a row; a malformed document gives what can be read of it. */
export function formValuesOf({ slug, category, raw }: AdminCategory): CategoryFormValues {
  if (category) {
    return {
      slug,
      nameFr: category.name.fr,
      nameEn: category.name.en ?? '',
      descriptionFr: category.description.fr,
      descriptionEn: category.description.en ?? '',
      icon: category.icon,
      keywords: [...category.keywords],
      active: category.active,
    };
  }
  const name = isRecord(raw.name) ? raw.name : {};
  const description = isRecord(raw.description) ? raw.description : {};
  return {
    slug,
    nameFr: text(name.fr),
    nameEn: text(name.en),
    descriptionFr: text(description.fr),
    descriptionEn: text(description.en),
    icon: text(raw.icon) || DEFAULT_CATEGORY_ICON,
    keywords: Array.isArray(raw.keywords) ? raw.keywords.filter((k) => typeof k === 'string') : [],
    active: raw.active === true,
  };
}

/** The document the form describes (blank English texts are left out), before validation. */
export function categoryInput(values: CategoryFormValues, order: number) {
  const localized = (fr: string, en: string) => (en.trim() ? { fr, en } : { fr });
  return {
    name: localized(values.nameFr, values.nameEn),
    description: localized(values.descriptionFr, values.descriptionEn),
    icon: values.icon,
    order,
    active: values.active,
    keywords: values.keywords,
  };
}

/** "Maçonnerie & carrelage" → "maconnerie-carrelage": a slug suggested from the French name. */
export function slugFromName(name: string): string {
  return foldText(name)
    .replace(/[^a-z0-9 ]/g, '')
    .trim()
    .replace(/ +/g, '-')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
}

/** Where new categories go: after every other one. */
export function nextOrder(rows: readonly AdminCategory[]): number {
  return rows.reduce((max, row) => Math.max(max, (row.order ?? -1) + 1), 0);
}

export type KeywordRejection = 'tooLong' | 'tooMany';

/**
 * Adds what was typed to the keywords: several at once when separated by commas, spaces
 * inside a keyword collapsed, duplicates (ignoring case and accents) skipped. Nothing is added
 * when a keyword is too long or the list would exceed its limit.
 */
export function addKeywords(
  keywords: readonly string[],
  typed: string,
): { keywords: string[]; rejected: KeywordRejection | null } {
  const seen = new Set(keywords.map(foldText));
  const added: string[] = [];
  for (const part of typed.split(',')) {
    const keyword = part.trim().replace(/\s+/g, ' ');
    if (!keyword) continue;
    if (keyword.length > CATEGORY_LIMITS.keyword)
      return { keywords: [...keywords], rejected: 'tooLong' };
    const key = foldText(keyword);
    if (seen.has(key)) continue;
    seen.add(key);
    added.push(keyword);
  }
  if (keywords.length + added.length > CATEGORY_LIMITS.keywords) {
    return { keywords: [...keywords], rejected: 'tooMany' };
  }
  return { keywords: [...keywords, ...added], rejected: null };
}

/**
 * The `order` writes that move the row at `index` one place up (-1) or down (+1): the two
 * neighbours swap their orders. Rows that share an order (never written by this screen) are
 * first numbered by their place, so the move is never a no-op. Null when there is no neighbour.
 */
export function moveWrites(
  rows: readonly Pick<AdminCategory, 'slug' | 'order'>[],
  index: number,
  direction: -1 | 1,
): { slug: string; order: number }[] | null {
  const row = rows[index];
  const neighbour = rows[index + direction];
  if (!row || !neighbour || row.order === null || neighbour.order === null) return null;
  if (row.order !== neighbour.order) {
    return [
      { slug: row.slug, order: neighbour.order },
      { slug: neighbour.slug, order: row.order },
    ];
  }
  const reordered = rows.map((item) => item.slug);
  reordered[index] = neighbour.slug;
  reordered[index + direction] = row.slug;
  return reordered
    .map((slug, position) => ({ slug, order: position }))
    .filter(({ slug, order }) => rows.find((item) => item.slug === slug)?.order !== order);
}
