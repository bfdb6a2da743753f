import type { Category } from '@marketplace/domain';
import type { PublicConverter } from '../firebase/keptDocuments';
import type { ActiveCategory } from './categories';

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

function texts(value: unknown): Category['name'] {
  if (!isFields(value) || !isText(value.fr)) throw new Error('A category text lacks French');
  if (value.en !== undefined && !isText(value.en)) throw new Error('Malformed English text');
  return { fr: value.fr, ...(value.en === undefined ? {} : { en: value.en }) };
}

/**
 * Reads a category of the public lists (home grid, search filters, menus) without zod, which
 * a first visit of the home page would otherwise download for this alone (26 KB, issue 11).
 * Categories are written only by admins, through `categorySchema` and the rules'
 * `validCategory`, so the reader checks the types the pages rely on; a document that fails
 * is left out of the list (convertAll).
 */
export const readCategory: PublicConverter<ActiveCategory> = ({ id, data }) => {
  const { icon, order, active, keywords = [] } = data;
  if (!isText(icon)) throw new Error('A category has no icon');
  if (typeof order !== 'number' || !Number.isInteger(order) || order < 0) {
    throw new Error('A category has no order');
  }
  if (typeof active !== 'boolean') throw new Error('A category is neither active nor not');
  if (!Array.isArray(keywords) || !keywords.every(isText)) throw new Error('Malformed keywords');
  return {
    slug: id,
    name: texts(data.name),
    description: texts(data.description),
    icon,
    order,
    active,
    keywords,
  };
};
