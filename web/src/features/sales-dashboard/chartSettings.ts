import { frFRLocalText } from '@mui/x-charts/locales';
import type { Language } from '@marketplace/domain';

/** Tall enough for readable bars on a 360 px phone, short enough to see two cards per screen. */
export const CHART_HEIGHT = 240;

/** Room on the right for half of the last axis label ("mars 26"), which would otherwise be cut. */
export const CHART_MARGIN = { right: 28 } as const;

/** The charts' own few words (e.g. "No data"), in the page language. */
export const chartLocaleText = (language: Language) =>
  language === 'fr' ? frFRLocalText : undefined;
