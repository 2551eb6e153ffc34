import { Center, Loader, Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { dashboardPathFor } from '../../../shared/roles';
import { useAuth } from '../../layout/useAuth';
import { usePageTitle } from '../../usePageTitle';

/** /dashboard/redirect: sends a signed-in user to their role's landing page. */
export function DashboardRedirect() {
  usePageTitle('Redirecting');
  const { user } = useAuth();
  const navigate = useNavigate();
  const target = user ? dashboardPathFor(user.role, user.isProvider) : null;

  useEffect(() => {
    if (target) void navigate({ to: target, replace: true });
  }, [navigate, target]);

  return (
    <Center mih="50vh" p="xl">
      <Stack align="center" gap="sm" role="status" aria-live="polite">
        <Loader />
        <Text c="dimmed">Redirecting to your dashboard...</Text>
      </Stack>
    </Center>
  );
}
