import { Card, Center, Container, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { ACCOUNT_TEXTS } from '../../../../shared/account';
import { AuthLoading } from '../../../layout/AuthLoading';
import { SignInPrompt } from '../../../layout/SignInPrompt';
import { useAuth, type AuthUser } from '../../../layout/useAuth';
import { trpc } from '../../../trpc';
import { usePageTitle } from '../../../usePageTitle';
import { settingsTabs, type SettingsTab } from '../../../searchSchemas';
import { HostInfoTab } from './HostInfoTab';
import { PayoutsTab } from './PayoutsTab';
import { ProfileTab } from './ProfileTab';
import { SecurityTab } from './SecurityTab';
import { useErrorToast } from '../../../ui/useErrorToast';
import { LoadFailed, type FailedQuery } from '../../../ui/LoadFailed';
import { TeamHoursButton } from '../../team/TeamHoursButton';

/**
 * /settings (README 'How accounts behave'): Profile, Host Info, Payouts (payees) and Security tabs; signed out, an invitation
 * to sign in.
 */
const route = getRouteApi('/_main/settings');

function isSettingsTab(value: string | null): value is SettingsTab {
  return (settingsTabs as readonly (string | null)[]).includes(value);
}

export function SettingsPage() {
  usePageTitle('Account Settings — KaziStay');
  const { user, isLoading } = useAuth();
  if (isLoading) return <AuthLoading />;
  if (!user) {
    return (
      <SignInPrompt
        title={ACCOUNT_TEXTS.signInRequired}
        text="Please sign in to manage your account settings."
        returnTo="/settings"
      />
    );
  }
  return <Settings user={user} />;
}

function Settings({ user }: { user: AuthUser }) {
  const profile = trpc.account.profile.useQuery();
  const hostInfo = trpc.account.hostProfile.useQuery();
  useErrorToast(profile.error, 'settings-profile', ACCOUNT_TEXTS.fetchProfileError);
  // The open tab is in the URL (/settings?tab=payouts), so a link can open a tab directly.
  const { tab = 'profile', stripe } = route.useSearch();
  const navigate = route.useNavigate();
  // Hosts and admins are paid for stays, providers for services; the server refuses payout calls to anyone else.
  const paid = user.role === 'host' || user.role === 'admin' || user.isProvider;

  return (
    <Container size="sm" py="xl">
      <Title order={1} mb="lg">
        Account Settings
      </Title>
      <Card withBorder radius="md" padding="lg">
        <Tabs
          value={tab}
          onChange={(value) => {
            if (isSettingsTab(value)) void navigate({ search: { tab: value }, replace: true });
          }}
          keepMounted={false}
        >
          <Tabs.List mb="lg">
            <Tabs.Tab value="profile">Profile</Tabs.Tab>
            <Tabs.Tab value="host">Host Info</Tabs.Tab>
            {paid && <Tabs.Tab value="payouts">Payouts</Tabs.Tab>}
            <Tabs.Tab value="security">Security</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="profile">
            <Stack gap="xl">
              {profile.data ? <ProfileTab user={user} profile={profile.data} /> : <Loading query={profile} />}
              <TeamHoursSection />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="host">
            {hostInfo.data ? <HostInfoTab hostInfo={hostInfo.data} /> : <Loading query={hostInfo} />}
          </Tabs.Panel>
          {paid && (
            <Tabs.Panel value="payouts">
              <PayoutsTab backFromStripe={stripe === 'return'} />
            </Tabs.Panel>
          )}
          <Tabs.Panel value="security">
            <SecurityTab />
          </Tabs.Panel>
        </Tabs>
      </Card>
    </Container>
  );
}

/** The team's zone and hours, which every listing's overlap is computed from. */
function TeamHoursSection() {
  return (
    <Stack gap="xs" align="flex-start" component="section" aria-labelledby="team-hours-title">
      <Title order={2} size="h4" id="team-hours-title">
        Your team’s working hours
      </Title>
      <Text size="sm" c="dimmed">
        Listings show how much of your team’s day overlaps your working day at the desk.
      </Text>
      <TeamHoursButton />
    </Stack>
  );
}

function Loading({ query }: { query: FailedQuery & { isError: boolean } }) {
  return query.isError ? (
    <LoadFailed title={ACCOUNT_TEXTS.fetchProfileError} query={query} />
  ) : (
    <Center mih={160}>
      <Loader />
    </Center>
  );
}
