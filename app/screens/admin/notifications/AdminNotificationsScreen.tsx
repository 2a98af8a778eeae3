import { BellRing, Mail, MessageSquare, type LucideIcon } from 'lucide-react';
import { AdminPageHeader } from '@ds/patterns/AdminPageHeader/AdminPageHeader';
import { ChannelCard } from '@ds/patterns/ChannelCard/ChannelCard';
import { SettingGroup, SettingRow } from '@ds/patterns/SettingRow/SettingRow';
import { StatusBadge } from '@ds/primitives/Badge/Badge';
import type { BadgeToneMap } from '@ds/primitives/Badge/tones';
import { Card, CardBody, CardHeader, CardTitle } from '@ds/primitives/Card/Card';
import { Grid } from '@ds/primitives/Grid/Grid';
import { Section } from '@ds/primitives/Section/Section';
import { Stack, StackItem } from '@ds/primitives/Stack/Stack';
import {
  Cell,
  Column,
  Row,
  Table,
  TableBody,
  TableContainer,
  TableHeader,
} from '@ds/primitives/Table/Table';
import { Tab, TabList, TabPanel, Tabs } from '@ds/primitives/Tabs/Tabs';
import { Text } from '@ds/primitives/Text/Text';
import type {
  NotificationChannel,
  NotificationSetting,
  NotificationTemplate,
  NotificationType,
  SystemStatusItem,
} from '@domain/types';
import { formatDateTime } from '@app/admin/format';
import { withParam } from '@app/records/list-filters';
import { useOptimisticToggles } from '@app/records/use-optimistic-toggles';
import { useLatestSearchParams } from '@app/use-latest-search-params';
import { paths } from '@domain/paths';

export const systemStatusTones = {
  operational: 'success',
  degraded: 'warning',
  down: 'danger',
} as const satisfies BadgeToneMap;

const typeGroups: { type: NotificationType; title: string; icon: LucideIcon }[] = [
  { type: 'email', title: 'Email notifications', icon: Mail },
  { type: 'push', title: 'Push notifications', icon: BellRing },
  { type: 'sms', title: 'SMS notifications', icon: MessageSquare },
];

const typeLabels: Record<NotificationType, string> = { email: 'Email', push: 'Push', sms: 'SMS' };

const typeTones = { email: 'info', push: 'royal', sms: 'success' } as const satisfies BadgeToneMap;

type NotificationsTab = 'settings' | 'templates';
const tabOf = (value: string | null): NotificationsTab =>
  value === 'templates' ? 'templates' : 'settings';

export interface AdminNotificationsScreenProps {
  channels: NotificationChannel[];
  settings: NotificationSetting[];
  templates: NotificationTemplate[];
  systemStatus: SystemStatusItem[];
  /** Saves one switch; a rejection sets the switch back and says so. */
  onToggleSetting: (id: string, enabled: boolean) => Promise<void>;
}

/**
 * /admin/notifications: which e-mails, pushes and texts the shop sends; a switch saves as it is
 * flipped.
 */
export function AdminNotificationsScreen({
  channels,
  settings,
  templates,
  systemStatus,
  onToggleSetting,
}: AdminNotificationsScreenProps) {
  const [searchParams, setSearchParams] = useLatestSearchParams();
  const tab = tabOf(searchParams.get('tab'));
  const { isEnabled, rowProps } = useOptimisticToggles<NotificationSetting>(onToggleSetting);

  function selectTab(next: NotificationsTab) {
    setSearchParams((params) => withParam(params, 'tab', next, 'settings'), { replace: true });
  }

  const ofType = (type: NotificationType) => settings.filter((setting) => setting.type === type);

  return (
    <Section spacing="sm">
      <AdminPageHeader
        backHref={paths.adminConsole()}
        title="Notification Management"
        description="What customers and staff are told, on which channel, and with which words."
      />
      <Stack gap="xl">
        <Grid columns="thirds" gap="lg">
          {channels.map((channel) => (
            <ChannelCard
              key={channel.id}
              channel={channel.id}
              name={channel.name}
              description={channel.description}
              sentCount={channel.sentCount}
              activeCount={ofType(channel.id).filter(isEnabled).length}
              totalCount={ofType(channel.id).length}
            />
          ))}
        </Grid>
        <Grid columns="main-aside" gap="xl" align="start">
          <Tabs selectedKey={tab} onSelectionChange={(key) => selectTab(tabOf(String(key)))}>
            <TabList aria-label="Notifications">
              <Tab id="settings">Settings</Tab>
              <Tab id="templates">Templates</Tab>
            </TabList>
            <TabPanel id="settings">
              <Stack gap="lg">
                {typeGroups.map((group) => (
                  <SettingGroup
                    key={group.type}
                    title={group.title}
                    icon={<group.icon aria-hidden="true" />}
                  >
                    {ofType(group.type).map((setting) => (
                      <SettingRow key={setting.id} {...rowProps(setting)} />
                    ))}
                  </SettingGroup>
                ))}
              </Stack>
            </TabPanel>
            <TabPanel id="templates">
              <TableContainer label="Templates table">
                <Table aria-label="Templates">
                  <TableHeader>
                    <Column isRowHeader>Name</Column>
                    <Column>Subject</Column>
                    <Column>Type</Column>
                    <Column>Last Modified</Column>
                  </TableHeader>
                  <TableBody items={templates} renderEmptyState={() => 'No templates yet.'}>
                    {(template) => (
                      <Row id={template.id}>
                        <Cell>
                          <Text as="span" size="sm" weight="semibold">
                            {template.name}
                          </Text>
                        </Cell>
                        <Cell>{template.subject}</Cell>
                        <Cell>
                          <StatusBadge tones={typeTones} value={template.type}>
                            {typeLabels[template.type]}
                          </StatusBadge>
                        </Cell>
                        <Cell>{formatDateTime(template.lastModified)}</Cell>
                      </Row>
                    )}
                  </TableBody>
                </Table>
              </TableContainer>
            </TabPanel>
          </Tabs>
          <Card>
            <CardHeader>
              <CardTitle level={2} size="md">
                System Status
              </CardTitle>
            </CardHeader>
            <CardBody>
              <Stack as="ul" gap="md" aria-label="System Status">
                {systemStatus.map((item) => (
                  <StackItem as="li" key={item.id}>
                    <Stack direction="row" gap="md" justify="between" align="start">
                      <Stack gap="none">
                        <Text as="span" size="sm" weight="semibold">
                          {item.name}
                        </Text>
                        <Text as="span" size="sm" tone="muted">
                          {item.detail}
                        </Text>
                      </Stack>
                      <StatusBadge tones={systemStatusTones} value={item.status} dot />
                    </Stack>
                  </StackItem>
                ))}
              </Stack>
            </CardBody>
          </Card>
        </Grid>
      </Stack>
    </Section>
  );
}
