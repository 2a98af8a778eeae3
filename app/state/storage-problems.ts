/**
 * When the browser will not keep the shop's data (storage full, or blocked), the app keeps it
 * in memory for this tab and says so once per kind. The layout shows these as toasts.
 */
export type StorageProblem = 'full' | 'unavailable';

export const storageProblemMessages: Record<
  StorageProblem,
  { title: string; description: string }
> = {
  full: {
    title: "Your browser's storage is full",
    description:
      'What you add or change is kept only while this tab stays open. Free some space in your browser to keep it longer.',
  },
  unavailable: {
    title: 'This browser is not saving the shop’s data',
    description: 'What you add or change is kept only while this tab stays open.',
  },
};

type Listener = (problem: StorageProblem) => void;
const listeners = new Set<Listener>();
const reported = new Set<StorageProblem>();
// Problems met before the layout listens (a store loads before the first render).
let unheard: StorageProblem[] = [];

export function reportStorageProblem(problem: StorageProblem): void {
  if (reported.has(problem)) return;
  reported.add(problem);
  if (listeners.size === 0) unheard.push(problem);
  for (const listener of listeners) listener(problem);
}

/** Calls `listener` for every problem, including those reported before; returns unsubscribe. */
export function onStorageProblem(listener: Listener): () => void {
  listeners.add(listener);
  const earlier = unheard;
  unheard = [];
  for (const problem of earlier) listener(problem);
  return () => listeners.delete(listener);
}

/** Tests only: forget what was reported. */
export function resetStorageProblems(): void {
  reported.clear();
  unheard = [];
}
