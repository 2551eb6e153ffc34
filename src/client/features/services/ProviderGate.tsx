import { Card, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBriefcase } from '@tabler/icons-react';
import { Outlet, useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { SERVICE_TEXTS } from '../../../shared/services';
import { AuthLoading } from '../../layout/AuthLoading';
import { SignInPrompt } from '../../layout/SignInPrompt';
import { useAuth } from '../../layout/useAuth';
import { ButtonLink } from '../../ui/ButtonLink';

/**
 * The provider side's door (the Provider Dashboard and the service pages): signed-out visitors see 'Access
 * Denied' with a way to sign in (spec 001 §2); signed-in people who are not verified providers see the way to
 * apply. This only decides what to show; the server refuses provider calls from anyone else.
 */
export function ProviderGate({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  const { pathname } = useLocation();
  if (isLoading) return <AuthLoading />;
  if (!user) {
    return (
      <SignInPrompt
        title={SERVICE_TEXTS.accessDenied}
        text="Please sign in with your provider account to see this page."
        returnTo={pathname}
      />
    );
  }
  if (user.isProvider) return <>{children}</>;
  return (
    <Container size="sm" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Card withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="md" align="flex-start">
          <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
            <IconBriefcase size={26} aria-hidden />
          </ThemeIcon>
          <Title order={1} size="h2">
            Offer your services on KaziStay
          </Title>
          <Text>
            The Provider Dashboard is for verified service providers. Apply once: KaziStay’s team reviews your
            application, and you can add your services as soon as it is approved.
          </Text>
          <ButtonLink to="/become-provider">{SERVICE_TEXTS.becomeProvider}</ButtonLink>
        </Stack>
      </Card>
    </Container>
  );
}

/** The provider side: its pages behind the gate (a lazy route chunk). */
export function ProviderArea() {
  return (
    <ProviderGate>
      <Outlet />
    </ProviderGate>
  );
}
