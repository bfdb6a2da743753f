import type { HelpArticleView } from '@marketplace/domain';
import { useCallback, useEffect, useState } from 'react';
import { fetchHelpArticles } from './api';

export type HelpList =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'success'; items: HelpArticleView[] };

/** Every help article (there are at most 200); `reload()` after a change or a failure. */
export function useHelpArticles() {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ attempt: number; list: HelpList } | null>(null);
  const list: HelpList = state?.attempt === attempt ? state.list : { status: 'loading' };

  useEffect(() => {
    let active = true;
    fetchHelpArticles().then(
      (items) => active && setState({ attempt, list: { status: 'success', items } }),
      (error: unknown) => active && setState({ attempt, list: { status: 'error', error } }),
    );
    return () => {
      active = false;
    };
  }, [attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return { list, reload };
}
