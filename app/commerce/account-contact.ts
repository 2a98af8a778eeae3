/** The signed-in account's e-mail and name, which start the checkout's contact fields. */
export interface AccountContact {
  email: string;
  /** The account's `name` attribute; accounts made before sign-up asked for it have none. */
  name?: string;
}

/** 'Pat van der Smoke' → first 'Pat van der', last 'Smoke': split at the last space. */
export function splitName(name: string | undefined): { firstName: string; lastName: string } {
  const trimmed = name?.trim().replace(/\s+/g, ' ') ?? '';
  const lastSpace = trimmed.lastIndexOf(' ');
  if (lastSpace < 0) return { firstName: trimmed, lastName: '' };
  return { firstName: trimmed.slice(0, lastSpace), lastName: trimmed.slice(lastSpace + 1) };
}
