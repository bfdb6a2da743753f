import { createContext, useContext } from 'react';
import { loadOnce } from '@marketplace/domain';
import { timestampReplacer, timestampReviver, type PublicConverter } from './keptDocuments';
import type { PublicDocument } from './publicQuery';

/**
 * Public data served with a page (issue 11). The results and provider pages are drawn by the
 * server with their data (functions: `pages`, web/src/server): while it draws, each public read
 * of the page (`usePublicList`, `useProviderResults`) runs on the server and the drawing waits
 * for it; the answers travel in the page's HTML, and the app's first render in the browser
 * takes them instead of reading again, so it shows exactly what the server drew.
 */

/**
 * A feature's converter of documents read over REST, loaded on demand (with zod, out of the
 * first load) and known by name: a served page loads the converters of its answers before its
 * first render, so that render can show them at once.
 */
export interface LoadableConverter<T> {
  name: string;
  load(): Promise<PublicConverter<T>>;
  /** The converter once loaded. */
  loaded(): PublicConverter<T> | undefined;
}

const converters = new Map<string, LoadableConverter<unknown>>();

/** Defines a converter, once per module (its name must be unique). */
export function loadableConverter<T>(
  name: string,
  load: () => Promise<PublicConverter<T>>,
): LoadableConverter<T> {
  let value: PublicConverter<T> | undefined;
  const converter: LoadableConverter<T> = {
    name,
    load: loadOnce(() => load().then((loadedValue) => (value = loadedValue))),
    loaded: () => value,
  };
  converters.set(name, converter as LoadableConverter<unknown>);
  return converter;
}

/** One read of a served page: the documents of each of its queries (one, for a list). */
export interface ServedRead {
  key: string;
  converter: string;
  pages: PublicDocument[][];
}

/** How the data hooks meet served data, in the browser or on the server. */
export interface ServedData {
  /**
   * The documents served for the read `key`. On the server, the read runs first (the drawing
   * waits for it): undefined when it failed or took too long, and the page draws it loading.
   */
  usePages(
    key: string,
    read: () => Promise<PublicDocument[][]>,
    converter: LoadableConverter<unknown>,
  ): PublicDocument[][] | undefined;
  /** The hook has taken the answer: a later visit of the same page reads afresh. */
  release(key: string): void;
}

/** In the browser: what the page's HTML brought (`installServedReads`), each taken once. */
const servedInBrowser = new Map<string, PublicDocument[][]>();

const browserServedData: ServedData = {
  usePages: (key) => servedInBrowser.get(key),
  release: (key) => void servedInBrowser.delete(key),
};

export const ServedDataContext = createContext<ServedData>(browserServedData);

/** The served documents of `key` (null: no read), for a data hook's first render. */
export function useServedPages(
  key: string | null,
  read: () => Promise<PublicDocument[][]>,
  converter: LoadableConverter<unknown>,
): { data: ServedData; pages: PublicDocument[][] | undefined } {
  const data = useContext(ServedDataContext);
  return { data, pages: key === null ? undefined : data.usePages(key, read, converter) };
}

/**
 * What a served page's HTML carries beside its drawing: the viewport width it was drawn for
 * (the app's first render in the browser answers media queries for it, so that it matches the
 * drawing it takes over) and the page's reads.
 */
export interface ServedPage {
  width: number;
  reads: ServedRead[];
}

/** The page's data as the text of a `<script type="application/json">` (nothing can close it). */
export function serializeServedPage(page: ServedPage): string {
  return JSON.stringify(page, timestampReplacer).replaceAll('<', '\\u003c');
}

/** The served page's data from its text; null when there is none or it is malformed. */
export function parseServedPage(text: string | null | undefined): ServedPage | null {
  if (!text) return null;
  try {
    const page = JSON.parse(text, timestampReviver) as ServedPage;
    if (typeof page.width !== 'number' || !Array.isArray(page.reads)) return null;
    return { width: page.width, reads: page.reads };
  } catch {
    return null;
  }
}

/**
 * Takes the reads a served page brought, once their converters are loaded: from then on, the
 * data hooks' first render shows the served answers. Call it after the page's chunk has loaded
 * (its modules define the converters); a read whose converter is unknown or fails to load is
 * left out (its hook reads again).
 */
export async function installServedReads(reads: ServedRead[]): Promise<void> {
  await Promise.all(
    reads.map(async ({ key, converter, pages }) => {
      const known = converters.get(converter);
      if (!known) return;
      await known.load().then(
        () => servedInBrowser.set(key, pages),
        () => undefined,
      );
    }),
  );
}
