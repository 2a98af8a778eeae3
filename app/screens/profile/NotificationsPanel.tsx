import { useState } from 'react';
import { List, ListItem } from '@ds/primitives/List/List';
import { Stack } from '@ds/primitives/Stack/Stack';
import { Switch } from '@ds/primitives/Switch/Switch';
import { Text } from '@ds/primitives/Text/Text';
import type { NotificationPreference } from '@domain/types';
import { rateLimitMessage } from '../../data/api';

export type NotificationChannel = 'email' | 'sms';

export interface NotificationsPanelProps {
  preferences: NotificationPreference[];
  /** Saves one switch; rejects when it could not (the switch flips back). */
  onChange: (id: string, channel: NotificationChannel, enabled: boolean) => Promise<void>;
}

const channelLabels: Record<NotificationChannel, string> = { email: 'Email', sms: 'SMS' };

/** Each kind of message with an Email and an SMS switch, saved the moment it is flipped. */
export function NotificationsPanel({ preferences, onChange }: NotificationsPanelProps) {
  // Shown at once; the saved value follows.
  const [shown, setShown] = useState(preferences);
  const [failed, setFailed] = useState<string | null>(null);

  async function flip(id: string, channel: NotificationChannel, enabled: boolean) {
    setFailed(null);
    setShown((current) => current.map((p) => (p.id === id ? { ...p, [channel]: enabled } : p)));
    try {
      await onChange(id, channel, enabled);
    } catch (failure) {
      setShown((current) => current.map((p) => (p.id === id ? { ...p, [channel]: !enabled } : p)));
      setFailed(rateLimitMessage(failure) ?? 'That change could not be saved. Please try again.');
    }
  }

  return (
    <Stack gap="md">
      <Text tone="muted">Choose how we reach you. Changes are saved right away.</Text>
      {failed ? (
        <Text tone="danger" role="alert">
          {failed}
        </Text>
      ) : null}
      <List variant="divided" aria-label="Notification preferences">
        {shown.map((preference) => (
          <ListItem key={preference.id}>
            <Stack direction="responsive" gap="md" justify="between">
              <Stack gap="xs">
                <Text weight="semibold">{preference.label}</Text>
                <Text size="sm" tone="muted">
                  {preference.description}
                </Text>
              </Stack>
              <Stack direction="row" gap="lg" align="center">
                {(['email', 'sms'] as const).map((channel) => (
                  <Switch
                    key={channel}
                    aria-label={`${preference.label} by ${channelLabels[channel]}`}
                    label={channelLabels[channel]}
                    isSelected={preference[channel]}
                    onChange={(enabled) => void flip(preference.id, channel, enabled)}
                  />
                ))}
              </Stack>
            </Stack>
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}
