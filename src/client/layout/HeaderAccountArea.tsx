import { Group } from '@mantine/core';
import { ButtonLink } from '../ui/ButtonLink';
import { navLinkProps, signUpLink } from './links';
import { AccountMenu } from './AccountMenu';
import { useAuth } from './useAuth';

/** Right side of the desktop headers: Sign In / Sign Up, or the account menu. */
export function HeaderAccountArea() {
  const { user, isLoading } = useAuth();
  if (isLoading) return null;
  if (user) return <AccountMenu user={user} />;
  return (
    <Group gap="xs" wrap="nowrap">
      <ButtonLink to="/auth" variant="subtle" size="sm">
        Sign In
      </ButtonLink>
      <ButtonLink {...navLinkProps(signUpLink)} size="sm">
        Sign Up
      </ButtonLink>
    </Group>
  );
}
