/**
 * The icon names an admin can give a category: Material Symbols names, as the seeded categories
 * use them (`scripts/seed/data/categories.ts`), and a few for trades the platform may add.
 * `category` is the generic one, for a trade none of the others fits.
 */
export const CATEGORY_ICONS = [
  'category',
  'plumbing',
  'electrical_services',
  'cleaning_services',
  'computer',
  'format_paint',
  'carpenter',
  'ac_unit',
  'yard',
  'construction',
  'handyman',
  'roofing',
  'local_shipping',
  'directions_car',
  'content_cut',
  'spa',
  'school',
  'restaurant',
  'pest_control',
  'security',
  'photo_camera',
  'celebration',
] as const;
export type CategoryIcon = (typeof CATEGORY_ICONS)[number];

export const DEFAULT_CATEGORY_ICON: CategoryIcon = 'category';

export const isKnownIcon = (icon: string): icon is CategoryIcon =>
  (CATEGORY_ICONS as readonly string[]).includes(icon);
