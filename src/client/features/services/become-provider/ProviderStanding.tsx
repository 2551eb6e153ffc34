import { Alert, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconClock, IconInfoCircle } from '@tabler/icons-react';
import { formatAdminDate } from '../../../../shared/admin';
import { categoryList, type MyProviderStatus } from '../../../../shared/services';
import { ButtonLink } from '../../../ui/ButtonLink';

/**
 * Where the person stands: a verified provider, an application under review, or a rejection or revocation and
 * its reason.
 */
export function ProviderStanding({ status }: { status: MyProviderStatus }) {
  const app = status.application;
  if (status.isProvider) {
    return (
      <Alert color="green" icon={<IconCircleCheck aria-hidden />} title="You are a verified provider">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">
            Your provider profile is approved{app ? ` for ${categoryList(app.categories)}` : ''}.
          </Text>
          <ButtonLink to="/provider/dashboard" size="xs">
            Go to your Provider Dashboard
          </ButtonLink>
        </Stack>
      </Alert>
    );
  }
  if (app?.status === 'pending') {
    return (
      <Alert color="orange" icon={<IconClock aria-hidden />} title="Application under review">
        Your application to offer {categoryList(app.categories)} as {app.displayName} was sent on{' '}
        {formatAdminDate(app.createdAt)}. We will tell you in Messages when it is reviewed.
      </Alert>
    );
  }
  if (app?.status === 'rejected') {
    return (
      <Alert
        color="gray"
        icon={<IconInfoCircle aria-hidden />}
        title="Your last application was not approved"
      >
        {app.reason} You can change it and apply again below.
      </Alert>
    );
  }
  if (app?.status === 'revoked') {
    return (
      <Alert color="red" icon={<IconInfoCircle aria-hidden />} title="Your provider verification was revoked">
        {app.reason} Your services are paused. You can apply again below.
      </Alert>
    );
  }
  return null;
}
