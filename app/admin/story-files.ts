/**
 * Tiny image files for stories and tests that upload through a FileDrop: real 1×1 PNGs in
 * the brand's colours, so previews render and nothing is fetched.
 */
const pixels = [
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGPYosUNAAJ/AOpRUIFHAAAAAElFTkSuQmCC',
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGN4utUKAARXAdXcOdG7AAAAAElFTkSuQmCC',
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGMwMzEAAAE+AJtb1BJ8AAAAAElFTkSuQmCC',
];

export function pngFile(name: string, index = 0): File {
  const bytes = Uint8Array.from(atob(pixels[index % pixels.length]!), (char) => char.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png' });
}

/** Clears the admin forms' drafts, so each story starts from an empty form. */
export function clearAdminDrafts(): void {
  for (const key of Object.keys(sessionStorage)) {
    if (key.startsWith('ff.draft.admin-')) sessionStorage.removeItem(key);
  }
}
