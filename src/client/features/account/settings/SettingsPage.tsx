import { Card, Center, Container, Loader, Tabs, Text, Title } from '@mantine/core';
import { ACCOUNT_TEXTS } from '../../../../shared/account';
import { AuthLoading } from '../../../layout/AuthLoading';
import { SignInPrompt } from '../../../layout/SignInPrompt';
import { useAuth, type AuthUser } from '../../../layout/useAuth';
import { trpc } from '../../../trpc';
import { usePageTitle } from '../../../usePageTitle';
import { HostInfoTab } from './HostInfoTab';
import { ProfileTab } from './ProfileTab';
import { SecurityTab } from './SecurityTab';
import { useErrorToast } from '../../../ui/useErrorToast';

/**
 * /settings (README 'How accounts behave'): Profile, Host Info and Security tabs; signed out, an invitation
 * to sign in.
 */
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

  return (
    <Container size="sm" py="xl">
      <Title order={1} mb="lg">
        Account Settings
      </Title>
      <Card withBorder radius="md" padding="lg">
        <Tabs defaultValue="profile" keepMounted={false}>
          <Tabs.List mb="lg">
            <Tabs.Tab value="profile">Profile</Tabs.Tab>
            <Tabs.Tab value="host">Host Info</Tabs.Tab>
            <Tabs.Tab value="security">Security</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="profile">
            {profile.data ? (
              <ProfileTab user={user} profile={profile.data} />
            ) : (
              <Loading failed={profile.isError} />
            )}
          </Tabs.Panel>
          <Tabs.Panel value="host">
            {hostInfo.data ? <HostInfoTab hostInfo={hostInfo.data} /> : <Loading failed={hostInfo.isError} />}
          </Tabs.Panel>
          <Tabs.Panel value="security">
            <SecurityTab />
          </Tabs.Panel>
        </Tabs>
      </Card>
    </Container>
  );
}

function Loading({ failed }: { failed: boolean }) {
  return (
    <Center mih={160}>{failed ? <Text c="red">{ACCOUNT_TEXTS.fetchProfileError}</Text> : <Loader />}</Center>
  );
}
