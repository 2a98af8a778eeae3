import { useState } from 'react';
import { useLatestSearchParams } from '../use-latest-search-params';

/**
 * The search box's text, kept in the URL (?q=) so a search survives a reload and can be
 * shared. The box shows what was typed at once: the URL catches up a moment later (the
 * router updates it in a transition), and those late echoes of our own typing are not
 * allowed to overwrite newer keystrokes. A change of the URL from elsewhere (Back, a link)
 * does show in the box. The page's loader asks the server for the threads matching the URL's
 * query, so a search covers every thread.
 */
export function useSearchQuery(): [string, (query: string) => void] {
  const [params, setParams] = useLatestSearchParams();
  const inUrl = params.get('q') ?? '';
  const [typed, setTyped] = useState(inUrl);
  const [echoes, setEchoes] = useState<string[]>([]);
  const [seenInUrl, setSeenInUrl] = useState(inUrl);

  if (inUrl !== seenInUrl) {
    setSeenInUrl(inUrl);
    const echo = echoes.indexOf(inUrl);
    if (echo >= 0) {
      setEchoes(echoes.slice(echo + 1));
    } else {
      setEchoes([]);
      setTyped(inUrl);
    }
  }

  const setQuery = (query: string) => {
    setTyped(query);
    setEchoes((current) => [...current, query]);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        // Another search starts again at page 1.
        next.delete('page');
        if (query) next.set('q', query);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  };
  return [typed, setQuery];
}
