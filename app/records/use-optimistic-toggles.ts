import { useState } from 'react';
import { showToast } from '../../design-system/primitives/Toast/toast-queue';

interface ToggleSetting {
  id: string;
  name: string;
  description: string;
  enabled: boolean;
}

/**
 * Settings switches saved as they are flipped: a switch moves at once; a failed save puts it back
 * and says so in an error toast.
 */
export function useOptimisticToggles<Setting extends ToggleSetting>(
  onToggle: (id: string, enabled: boolean) => Promise<void>,
) {
  const [optimistic, setOptimistic] = useState<Record<string, boolean>>({});
  const isEnabled = (setting: Setting) => optimistic[setting.id] ?? setting.enabled;

  async function toggle(setting: Setting, enabled: boolean) {
    setOptimistic((current) => ({ ...current, [setting.id]: enabled }));
    try {
      await onToggle(setting.id, enabled);
    } catch {
      setOptimistic((current) => ({ ...current, [setting.id]: !enabled }));
      showToast({
        tone: 'error',
        title: `Couldn't save "${setting.name}"`,
        description: `It is still ${enabled ? 'off' : 'on'}. Please try again.`,
      });
    }
  }

  /** A setting's SettingRow: its name, description and switch. */
  const rowProps = (setting: Setting) => ({
    name: setting.name,
    description: setting.description,
    isSelected: isEnabled(setting),
    onChange: (enabled: boolean) => void toggle(setting, enabled),
  });

  return { isEnabled, toggle, rowProps };
}
