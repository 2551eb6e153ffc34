import { Card, Container, Stack, Text, Title } from '@mantine/core';
import { SERVICE_TEXTS } from '../../../../shared/services';
import { AuthLoading } from '../../../layout/AuthLoading';
import { SignInPrompt } from '../../../layout/SignInPrompt';
import { useAuth } from '../../../layout/useAuth';
import { trpc } from '../../../trpc';
import { LoadFailed } from '../../../ui/LoadFailed';
import { usePageTitle } from '../../../usePageTitle';
import { ApplicationForm } from './ApplicationForm';
import { ProviderStanding } from './ProviderStanding';

/** Become a Service Provider (spec 001 §2): the application, stored and reviewed by KaziStay's admins. */
export function BecomeProviderPage() {
  usePageTitle(SERVICE_TEXTS.applyTitle);
  const { user, isLoading } = useAuth();
  const status = trpc.services.myProviderStatus.useQuery(undefined, { enabled: !!user });
  if (isLoading) return <AuthLoading />;
  if (!user) {
    return (
      <SignInPrompt
        title={SERVICE_TEXTS.pleaseSignIn}
        text="Please sign in to apply as a service provider."
        returnTo="/become-provider"
      />
    );
  }
  if (status.isPending) return <AuthLoading />;
  if (!status.data) {
    return <LoadFailed title="Failed to load your application" query={status} />;
  }
  const app = status.data.application;
  const canApply = !status.data.isProvider && app?.status !== 'pending';
  return (
    <Container size="sm" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            {SERVICE_TEXTS.applyTitle}
          </Title>
          <Text c="dimmed">
            Offer photography, massage, cleaning, tours and more to remote workers staying on KaziStay.
          </Text>
        </div>
        <ProviderStanding status={status.data} />
        {canApply && (
          <Card withBorder radius="md" padding="lg">
            <ApplicationForm
              initial={
                app
                  ? {
                      displayName: app.displayName,
                      bio: app.bio,
                      categories: app.categories,
                      startingPrice: app.startingPriceCents / 100,
                      currency: app.currency,
                      availability: app.availability,
                      timeSlots: app.timeSlots,
                      avatarUrl: app.avatarUrl,
                      portfolio: app.portfolio,
                    }
                  : { displayName: user.fullName }
              }
            />
          </Card>
        )}
      </Stack>
    </Container>
  );
}
