/**
 * The zone of the viewer's browser, apart so that tests can set it without touching `Date`
 * (the zone conversions of @date-fns/tz read the runtime's own offsets).
 */
export const viewerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
