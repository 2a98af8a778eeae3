import {
  Ban,
  Eye,
  KeyRound,
  Lock,
  LogIn,
  RotateCcwKey,
  Settings,
  ShieldAlert,
  ShieldCheck,
  type LucideIcon,
} from 'lucide-react';
import {
  ActivityFeed,
  type ActivityFeedItem,
  type ActivityIconTone,
} from '@ds/patterns/ActivityFeed/ActivityFeed';
import { AdminPageHeader } from '@ds/patterns/AdminPageHeader/AdminPageHeader';
import { SecretField } from '@ds/patterns/SecretField/SecretField';
import { SettingGroup, SettingRow } from '@ds/patterns/SettingRow/SettingRow';
import type { BadgeTone } from '@ds/primitives/Badge/tones';
import { Card, CardBody, CardDescription, CardHeader, CardTitle } from '@ds/primitives/Card/Card';
import { Grid } from '@ds/primitives/Grid/Grid';
import { Section } from '@ds/primitives/Section/Section';
import { Stack } from '@ds/primitives/Stack/Stack';
import type { ApiKeySample, SecurityCategory, SecurityEvent, SecuritySetting } from '@domain/types';
import { formatDateTime } from '@app/admin/format';
import { useOptimisticToggles } from '@app/records/use-optimistic-toggles';
import { paths } from '@domain/paths';

const groups: {
  category: SecurityCategory;
  title: string;
  description: string;
  icon: LucideIcon;
}[] = [
  {
    category: 'authentication',
    title: 'Authentication',
    description: 'How admins sign in and stay signed in.',
    icon: ShieldCheck,
  },
  {
    category: 'access',
    title: 'Access',
    description: 'Who and what may reach the admin console and the API.',
    icon: Lock,
  },
  {
    category: 'monitoring',
    title: 'Monitoring',
    description: 'Alerts and records of what happens in the console.',
    icon: Eye,
  },
];

const eventLooks: Record<SecurityEvent['type'], { icon: LucideIcon; tone: ActivityIconTone }> = {
  login: { icon: LogIn, tone: 'info' },
  'failed-login': { icon: ShieldAlert, tone: 'warning' },
  'api-key': { icon: KeyRound, tone: 'gold' },
  'settings-change': { icon: Settings, tone: 'neutral' },
  'ip-blocked': { icon: Ban, tone: 'danger' },
  'password-reset': { icon: RotateCcwKey, tone: 'info' },
};

const severityBadges: Record<SecurityEvent['severity'], { label: string; tone: BadgeTone }> = {
  info: { label: 'Info', tone: 'info' },
  warning: { label: 'Warning', tone: 'warning' },
  critical: { label: 'Critical', tone: 'danger' },
};

export function toActivityItem(event: SecurityEvent): ActivityFeedItem {
  const look = eventLooks[event.type];
  return {
    id: event.id,
    title: event.description,
    icon: look.icon,
    iconTone: look.tone,
    details: [event.actor, `IP ${event.ip}`],
    at: event.at,
    timeLabel: formatDateTime(event.at),
    badge: severityBadges[event.severity],
  };
}

export interface AdminSecurityScreenProps {
  settings: SecuritySetting[];
  events: SecurityEvent[];
  apiKey: ApiKeySample;
  /** Saves one switch; a rejection sets the switch back and says so. */
  onToggleSetting: (id: string, enabled: boolean) => Promise<void>;
  /** Copies the API key; the clipboard by default. */
  onCopyApiKey?: (key: string) => Promise<void>;
}

/**
 * /admin/security: the API key and the security switches; a switch saves as it is flipped and
 * flips back if the save fails.
 */
export function AdminSecurityScreen({
  settings,
  events,
  apiKey,
  onToggleSetting,
  onCopyApiKey,
}: AdminSecurityScreenProps) {
  const { rowProps } = useOptimisticToggles<SecuritySetting>(onToggleSetting);

  return (
    <Section spacing="sm">
      <AdminPageHeader
        backHref={paths.adminConsole()}
        title="Security Settings"
        description="API access, sign-in rules and what happened recently."
      />
      <Stack gap="xl">
        <Card>
          <CardHeader>
            <CardTitle level={2} size="md">
              API Key
            </CardTitle>
            <CardDescription>
              A sample key: the store’s API does not take API keys yet, so this one opens nothing.
            </CardDescription>
          </CardHeader>
          <CardBody>
            <SecretField
              label="API key"
              value={apiKey.key}
              onCopy={onCopyApiKey}
              description={`${apiKey.name} · created ${formatDateTime(apiKey.createdAt)} · last used ${formatDateTime(apiKey.lastUsed)}`}
            />
          </CardBody>
        </Card>
        <Grid columns="main-aside" gap="xl" align="start">
          <Stack gap="lg">
            {groups.map((group) => (
              <SettingGroup
                key={group.category}
                title={group.title}
                description={group.description}
                icon={<group.icon aria-hidden="true" />}
              >
                {settings
                  .filter((setting) => setting.category === group.category)
                  .map((setting) => (
                    <SettingRow key={setting.id} {...rowProps(setting)} />
                  ))}
              </SettingGroup>
            ))}
          </Stack>
          <Card>
            <CardHeader>
              <CardTitle level={2} size="md">
                Recent Security Activity
              </CardTitle>
            </CardHeader>
            <CardBody>
              <ActivityFeed
                aria-label="Recent Security Activity"
                items={events.map(toActivityItem)}
                emptyMessage="No security events yet."
              />
            </CardBody>
          </Card>
        </Grid>
      </Stack>
    </Section>
  );
}
