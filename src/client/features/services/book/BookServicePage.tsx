import { Container, Skeleton, Stack } from '@mantine/core';
import { Navigate, useParams } from '@tanstack/react-router';
import { useEffect } from 'react';
import { SERVICE_TEXTS } from '../../../../shared/services';
import { AuthLoading } from '../../../layout/AuthLoading';
import { SignInPrompt } from '../../../layout/SignInPrompt';
import { useAuth } from '../../../layout/useAuth';
import { trpc } from '../../../trpc';
import { LoadFailed } from '../../../ui/LoadFailed';
import { showFailure } from '../../../ui/toasts';
import { usePageTitle } from '../../../usePageTitle';
import { BookServiceForm } from './BookServiceForm';

/** Book Service (spec 001 §2): a request for a date and time slot, which the provider confirms. */
export function BookServicePage() {
  const { id = '' } = useParams({ strict: false });
  const { user, isLoading } = useAuth();
  if (isLoading) return <AuthLoading />;
  if (!user) {
    return (
      <SignInPrompt
        title={SERVICE_TEXTS.signInRequired}
        text={SERVICE_TEXTS.signInToBook}
        returnTo={`/services/${id}/book`}
      />
    );
  }
  return <BookService id={id} />;
}

function BookService({ id }: { id: string }) {
  const service = trpc.services.detail.useQuery({ id }, { retry: false });
  usePageTitle(service.data ? `Book ${service.data.title}` : 'Book Service');
  const code = service.error?.data?.code;
  const missing = code === 'NOT_FOUND' || code === 'BAD_REQUEST';

  // Spec 001 §8: 'Service not found.' and back to /services.
  useEffect(() => {
    if (missing) showFailure(SERVICE_TEXTS.serviceNotFound);
  }, [missing]);

  if (missing) return <Navigate to="/services" replace />;
  if (service.isPending) {
    return (
      <Container size="sm" py="xl">
        <Stack aria-busy="true" aria-label="Loading">
          <Skeleton h={120} radius="md" />
          <Skeleton h={320} radius="md" />
        </Stack>
      </Container>
    );
  }
  if (!service.data) {
    return <LoadFailed title="Failed to load this service" query={service} />;
  }
  return <BookServiceForm service={service.data} />;
}
