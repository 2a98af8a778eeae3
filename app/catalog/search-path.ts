import { paths } from '../../domain/paths';

/** Where a search goes: /search?q=… (just /search for an empty query). */
export function searchPath(query: string): string {
  return paths.search(query.trim());
}

/** The query a search URL asks for, trimmed; '' when there is none. */
export function queryOf(url: string | URL): string {
  return (new URL(url).searchParams.get('q') ?? '').trim();
}
