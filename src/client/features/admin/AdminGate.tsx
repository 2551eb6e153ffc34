import { Card, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ADMIN_TEXTS } from '../../../shared/admin';
import { useAuth } from '../../layout/useAuth';
import { ButtonLink } from '../../ui/ButtonLink';

/**
 * The console's door: admins see it, anyone else signed in sees 'Access Denied'. (Signed-out visitors never
 * get here: the signed-in layout sends them to /auth.) This only decides what to show; the server refuses
 * every admin call from anyone else.
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  if (user?.role === 'admin') return <>{children}</>;
  return (
    <Container size="sm" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Card withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="md" align="flex-start">
          <ThemeIcon size={48} radius="xl" variant="light" color="red" aria-hidden>
            <IconLock size={26} aria-hidden />
          </ThemeIcon>
          <Title order={1} size="h2">
            {ADMIN_TEXTS.accessDenied}
          </Title>
          <Text>{ADMIN_TEXTS.accessDeniedBody}</Text>
          <ButtonLink to="/dashboard/redirect" variant="light">
            Go to my dashboard
          </ButtonLink>
        </Stack>
      </Card>
    </Container>
  );
}

/** The admin console: every /admin page, behind the gate (a lazy route chunk). */
export function AdminArea() {
  return (
    <AdminGate>
      <Outlet />
    </AdminGate>
  );
}
