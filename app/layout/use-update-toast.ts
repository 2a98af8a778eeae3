import { useEffect } from 'react';
import { showToast } from '../../design-system/primitives/Toast/toast-queue';
import { appUpdateStore, applyUpdate, type AppUpdateState } from '../app-update';

/** Says, once, that a new version is waiting; its Reload button loads it. */
export function useUpdateToast(): void {
  useEffect(() => {
    let shown = false;
    const announce = ({ isWaiting }: AppUpdateState) => {
      if (!isWaiting || shown) return;
      shown = true;
      showToast({
        title: 'A new version is available',
        description: 'Reload when you are ready; nothing changes until you do.',
        tone: 'info',
        timeout: 0,
        action: { label: 'Reload', onAction: () => applyUpdate() },
      });
    };
    announce(appUpdateStore.getState());
    return appUpdateStore.subscribe(announce);
  }, []);
}
