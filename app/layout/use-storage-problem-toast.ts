import { useEffect } from 'react';
import { showToast } from '../../design-system/primitives/Toast/toast-queue';
import { onStorageProblem, storageProblemMessages } from '../state/storage-problems';

/** Tells the visitor, once, when the browser will not keep their cart and saved items. */
export function useStorageProblemToast(): void {
  useEffect(
    () =>
      onStorageProblem((problem) =>
        showToast({ ...storageProblemMessages[problem], tone: 'error', timeout: 0 }),
      ),
    [],
  );
}
