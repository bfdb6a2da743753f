// Weekly opening hours as stored on `providers/{uid}.availability` (zod-free: the provider page
// formats them before the data layer loads). A slot is one string, `'08:00-12:00'`, so that
// firestore.rules can check a whole day with one regular expression.

/** `HH:MM-HH:MM`, 24-hour clock; the schema also requires the start before the end. */
export const TIME_SLOT_PATTERN = /^([01][0-9]|2[0-3]):[0-5][0-9]-([01][0-9]|2[0-3]):[0-5][0-9]$/;

export interface SlotTimes {
  start: string;
  end: string;
}

export const formatSlot = ({ start, end }: SlotTimes): string => `${start}-${end}`;

/** The start and end of a stored slot; undefined when it is not `HH:MM-HH:MM`. */
export function parseSlot(slot: string): SlotTimes | undefined {
  if (!TIME_SLOT_PATTERN.test(slot)) return undefined;
  return { start: slot.slice(0, 5), end: slot.slice(6) };
}
