import { Button, Container, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconRefresh, IconSettings } from '@tabler/icons-react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { ADMIN_TABS, ADMIN_TEXTS, type AdminTab } from '../../../shared/admin';
import { trpc } from '../../trpc';
import { ButtonLink } from '../../ui/ButtonLink';
import { usePageTitle } from '../../usePageTitle';
import { ApplicationsTab } from './applications/ApplicationsTab';
import { DisputesTab } from './disputes/DisputesTab';
import { ListingsTab } from './listings/ListingsTab';
import { OverviewTab } from './overview/OverviewTab';
import { PaymentsTab } from './payments/PaymentsTab';
import { PayoutsTab } from './payouts/PayoutsTab';
import { ReportsTab } from './reports/ReportsTab';
import { SettingsTab } from './settings/SettingsTab';
import { useAdminEvents } from './useAdminEvents';
import { UsersTab } from './users/UsersTab';

/** The tab an address shows: /admin/users → users; /admin (or anything else) → overview. */
function tabOf(pathname: string): AdminTab {
  const path = pathname.replace(/\/+$/, '') || '/';
  return ADMIN_TABS.find((t) => t.path === path)?.value ?? 'overview';
}

const PANELS: Record<AdminTab, () => React.JSX.Element> = {
  overview: OverviewTab,
  users: UsersTab,
  listings: ListingsTab,
  reports: ReportsTab,
  disputes: DisputesTab,
  applications: ApplicationsTab,
  payments: PaymentsTab,
  payouts: PayoutsTab,
  settings: SettingsTab,
};

/**
 * The admin console (spec 001 §2 Admin dashboard). Unlike the spec, the address picks the tab and switching
 * tabs changes it, so a reload, a bookmark or the back button lands on the same tab.
 */
export function AdminConsole() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const tab = tabOf(pathname);
  const label = ADMIN_TABS.find((t) => t.value === tab)?.label ?? '';
  usePageTitle(tab === 'overview' ? ADMIN_TEXTS.title : `${label} · ${ADMIN_TEXTS.title}`);
  useAdminEvents();
  const Panel = PANELS[tab];
  const [refreshing, setRefreshing] = useState(false);

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <div>
            <Title order={1} size="h2">
              {ADMIN_TEXTS.title}
            </Title>
            <Text c="dimmed">{ADMIN_TEXTS.subtitle}</Text>
          </div>
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} aria-hidden />}
              loading={refreshing}
              onClick={() => {
                setRefreshing(true);
                // The overview computed now, not the one the server keeps for half a minute; then the rest.
                void utils.client.admin.overview
                  .query({ fresh: true })
                  .then((overview) => utils.admin.overview.setData(undefined, overview))
                  .catch(() => undefined)
                  .then(() => utils.admin.invalidate())
                  .finally(() => setRefreshing(false));
              }}
            >
              {ADMIN_TEXTS.refresh}
            </Button>
            <ButtonLink
              to="/admin/settings"
              variant="default"
              leftSection={<IconSettings size={16} aria-hidden />}
            >
              {ADMIN_TEXTS.settings}
            </ButtonLink>
          </Group>
        </Group>
        <Tabs
          value={tab}
          onChange={(value) => {
            const next = ADMIN_TABS.find((t) => t.value === value);
            if (next) void navigate({ to: next.path });
          }}
          keepMounted={false}
        >
          <Tabs.List>
            {ADMIN_TABS.map((t) => (
              <Tabs.Tab key={t.value} value={t.value}>
                {t.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value={tab} pt="lg">
            <Panel />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
