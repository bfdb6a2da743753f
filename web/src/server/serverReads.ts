import { use } from 'react';
import type { PublicDocument } from '../shared/firebase/publicQuery';
import type { LoadableConverter, ServedData, ServedRead } from '../shared/firebase/servedData';

/** How long the server waits for one read before drawing it loading (the browser reads it). */
export const SERVER_READ_TIMEOUT_MS = 2500;

interface Entry {
  converter: string;
  answer: Promise<PublicDocument[][] | undefined>;
  /** Set once answered in time: the drawing shows it, and the page's HTML carries it. */
  pages?: PublicDocument[][];
}

async function answerInTime(
  read: () => Promise<PublicDocument[][]>,
  converter: LoadableConverter<unknown>,
  timeoutMs: number,
): Promise<PublicDocument[][] | undefined> {
  let stopTimer = () => {};
  const late = new Promise<undefined>((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    stopTimer = () => clearTimeout(timer);
  });
  try {
    const answered = Promise.all([read(), converter.load()]).then(([pages]) => pages);
    return await Promise.race([answered, late]);
  } catch {
    return undefined;
  } finally {
    stopTimer();
  }
}

/**
 * One page's public reads on the server: each runs once, with its converter, and the drawing
 * waits for it (React's `use` suspends the render until the answer is in). A read that fails
 * or takes longer than `timeoutMs` is drawn loading and left to the browser. `served()` lists
 * the reads answered in time, for the page's HTML.
 */
export function serverReads(
  timeoutMs = SERVER_READ_TIMEOUT_MS,
): ServedData & { served(): ServedRead[] } {
  const entries = new Map<string, Entry>();
  return {
    usePages(key, read, converter) {
      let entry = entries.get(key);
      if (!entry) {
        const created: Entry = {
          converter: converter.name,
          answer: answerInTime(read, converter, timeoutMs),
        };
        void created.answer.then((pages) => {
          if (pages) created.pages = pages;
        });
        entries.set(key, created);
        entry = created;
      }
      return use(entry.answer);
    },
    release() {},
    served: () =>
      [...entries].flatMap(([key, { converter, pages }]) =>
        pages ? [{ key, converter, pages }] : [],
      ),
  };
}
