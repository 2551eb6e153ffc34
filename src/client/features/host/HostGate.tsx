import { Button, Card, Container, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import { IconHome } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { HOST_TEXTS } from '../../../shared/host';
import type { Role } from '../../../shared/roles';
import { useAuth } from '../../layout/useAuth';
import { trpc } from '../../trpc';
import { showError } from '../../ui/toasts';

interface HostGateProps {
  children: ReactNode;
}

/**
 * The host area's door: hosts and admins see the page; any other signed-in user is offered to start hosting
 * first. (Signed-out visitors never get here: the signed-in layout sends them to /auth.) The server checks
 * the role on every host call; this only decides what to show.
 */
export function HostGate({ children }: HostGateProps) {
  const { user } = useAuth();
  if (user && hostAreaRoles.includes(user.role)) return <>{children}</>;
  return <StartHostingCard role={user?.role ?? 'guest'} />;
}

const hostAreaRoles: readonly Role[] = ['host', 'admin'];

function StartHostingCard({ role }: { role: Role }) {
  const utils = trpc.useUtils();
  const becomeHost = trpc.host.becomeHost.useMutation({
    onSuccess: async ({ role }) => {
      // The new role shows at once (menus, this page); the refetch confirms it from the server.
      utils.auth.me.setData(undefined, (me) => (me?.user ? { ...me, user: { ...me.user, role } } : me));
      await utils.auth.me.invalidate();
    },
    onError: (error) => showError('Could not start hosting', error),
  });

  return (
    <Container size="sm" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Card withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="md">
          <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
            <IconHome size={26} aria-hidden />
          </ThemeIcon>
          <Title order={1} size="h2">
            Start hosting
          </Title>
          <Text>
            List your space for remote workers: a home with a real workspace, or a workspace on its own.
          </Text>
          <List spacing="xs" size="sm">
            <List.Item>Add properties with photos, rates and workspace details.</List.Item>
            <List.Item>Guests find them in the marketplace and book them.</List.Item>
            <List.Item>Manage your listings and talk to guests from your account menu.</List.Item>
          </List>
          <Text size="sm" c="dimmed">
            Your account keeps everything it has now; you can still book stays as a guest.
          </Text>
          {role === 'provider' ? (
            <Text c="orange.8" role="status">
              {HOST_TEXTS.providerCannotBecomeHost}
            </Text>
          ) : (
            <Button
              size="md"
              style={{ alignSelf: 'flex-start' }}
              loading={becomeHost.isPending}
              onClick={() => becomeHost.mutate()}
            >
              Start hosting
            </Button>
          )}
        </Stack>
      </Card>
    </Container>
  );
}

/** The host area: every /host page, behind the gate (a lazy route chunk). */
export function HostArea() {
  return (
    <HostGate>
      <Outlet />
    </HostGate>
  );
}
