import {
  Button,
  Card,
  Center,
  Code,
  Container,
  Group,
  Loader,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ACCOUNT_TEXTS } from '../../../../shared/account';
import { trpc } from '../../../trpc';
import { usePageTitle } from '../../../usePageTitle';
import { LoadFailed } from '../../../ui/LoadFailed';

async function copy(text: string, success: string) {
  try {
    await navigator.clipboard.writeText(text);
    notifications.show({ color: 'green', title: success, message: '' });
  } catch {
    notifications.show({ color: 'red', title: ACCOUNT_TEXTS.copyError, message: 'Copy it by hand instead.' });
  }
}

/** /referral, 'Invite Friends': my code, a link that signs friends up with it, and how many joined. */
export function ReferralPage() {
  usePageTitle('Invite Friends — KaziStay');
  const referral = trpc.account.referral.useQuery(undefined, { retry: 1 });

  return (
    <Container size="sm" py="xl">
      <Title order={1} mb="xs">
        Invite Friends
      </Title>
      <Text c="dimmed" mb="lg">
        Share KaziStay with fellow remote workers. Friends who sign up through your link are counted here.
      </Text>
      <Card withBorder radius="md" padding="lg">
        {referral.isPending ? (
          <Center mih={120}>
            <Loader />
          </Center>
        ) : referral.isError ? (
          <LoadFailed title={ACCOUNT_TEXTS.referralError} query={referral} />
        ) : (
          <Stack gap="lg">
            <div>
              <Text size="sm" fw={600} mb={6}>
                Your referral code
              </Text>
              <Group gap="sm">
                <Code fz="xl" px="md" py={6} data-testid="referral-code">
                  {referral.data.code}
                </Code>
                <Button variant="default" onClick={() => void copy(referral.data.code, ACCOUNT_TEXTS.copied)}>
                  Copy
                </Button>
              </Group>
            </div>
            <div>
              <Text size="sm" fw={600} mb={6}>
                Share link
              </Text>
              <Group gap="sm" wrap="nowrap">
                <TextInput
                  style={{ flex: 1 }}
                  readOnly
                  aria-label="Share link"
                  value={`${window.location.origin}/auth?ref=${referral.data.code}`}
                />
                <Button
                  variant="default"
                  onClick={() =>
                    void copy(
                      `${window.location.origin}/auth?ref=${referral.data.code}`,
                      'Link copied to clipboard!',
                    )
                  }
                >
                  Copy link
                </Button>
              </Group>
            </div>
            <Text>
              <Text span fw={700} fz="xl" data-testid="friends-joined">
                {referral.data.friendsJoined}
              </Text>{' '}
              {referral.data.friendsJoined === 1 ? 'friend has' : 'friends have'} joined with your code
            </Text>
          </Stack>
        )}
      </Card>
    </Container>
  );
}
