import { Group, UnstyledButton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { ButtonLink } from '../ui/ButtonLink';
import { navLinkProps, signUpLink } from './links';
import { AccountAvatar } from './AccountAvatar';
import { useAuth } from './useAuth';

// The menu (and the positioning library under it) is not in the first download: it arrives right after.
const AccountMenu = lazy(() => import('./AccountMenu').then((m) => ({ default: m.AccountMenu })));

/** Right side of the desktop headers: Sign In / Sign Up, or the account menu. */
export function HeaderAccountArea() {
  const { user, isLoading } = useAuth();
  if (isLoading) return null;
  if (user) {
    return (
      <Suspense
        fallback={
          <UnstyledButton aria-label="My Account" aria-disabled style={{ borderRadius: '50%' }}>
            <AccountAvatar user={user} />
          </UnstyledButton>
        }
      >
        <AccountMenu user={user} />
      </Suspense>
    );
  }
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
