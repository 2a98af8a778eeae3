import { useLayoutEffect, type ReactNode } from 'react';

/** Tells `onCommit` when its children are first on the page (app/take-over.ts). */
export function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useLayoutEffect(onCommit, [onCommit]);
  return children;
}
