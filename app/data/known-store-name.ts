/**
 * The store's name from the last read of its details (app/data/store.ts), kept apart so the
 * error screens of the first load can name the shop without loading the store module.
 */
let known: string | undefined;

export const knownStoreName = (): string | undefined => known;

export function rememberStoreName(name: string) {
  known = name;
}
