import { useState } from 'react';

/** The cursors of the pages before the current one of a paged list: where each page starts. */
export function useCursors<Cursor>() {
  const [cursors, setCursors] = useState<Cursor[]>([]);
  return {
    after: cursors.at(-1) ?? null,
    page: cursors.length + 1,
    hasPrevious: cursors.length > 0,
    previous: () => setCursors((current) => current.slice(0, -1)),
    next: (cursor: Cursor) => setCursors((current) => [...current, cursor]),
    reset: () => setCursors([]),
  };
}
