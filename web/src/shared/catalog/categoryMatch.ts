import { foldText, type LocalizedText } from '@marketplace/domain';

interface Named {
  slug: string;
  name: LocalizedText;
}

/** Shortest shared start that says two words are the same trade ("plombier" ~ "plomberie"). */
const MIN_STEM = 5;
/** Shortest typed start of a word that counts ("elec" → "électricité"). */
const MIN_PREFIX = 3;

function commonPrefixLength(a: string, b: string): number {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length += 1;
  return length;
}

/** How well `typed` (folded) names the category: 0 = not at all, Infinity = exactly. */
function score(typed: string, category: Named): number {
  const names = [category.slug, category.name.fr, category.name.en]
    .filter((name): name is string => Boolean(name))
    .map(foldText);
  if (names.includes(typed)) return Infinity;
  let best = 0;
  for (const word of typed.split(' ')) {
    for (const nameWord of names.flatMap((name) => name.split(' '))) {
      const shared = commonPrefixLength(word, nameWord);
      const isPrefix = shared === word.length && word.length >= MIN_PREFIX;
      if (isPrefix || shared >= MIN_STEM) best = Math.max(best, shared);
    }
  }
  return best;
}

/**
 * The category a free text means, ignoring case and accents, in either language: an exact
 * name ("electricite", "Plumbing") first, else the one best match by word start ("plomb",
 * "plombier", "clim"). `undefined` when nothing or several categories match equally.
 */
export function matchCategory<T extends Named>(
  text: string,
  categories: readonly T[],
): T | undefined {
  const typed = foldText(text);
  if (!typed) return undefined;
  let best: T | undefined;
  let bestScore = 0;
  let tie = false;
  for (const category of categories) {
    const value = score(typed, category);
    if (value > bestScore) {
      best = category;
      bestScore = value;
      tie = false;
    } else if (value > 0 && value === bestScore) {
      tie = true;
    }
  }
  return tie ? undefined : best;
}
