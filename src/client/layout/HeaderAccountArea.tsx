import { Group } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { ButtonLink } from '../ui/ButtonLink';
import { navLinkProps, signUpLink } from './links';
import { AccountAvatar, AccountButton } from './AccountAvatar';
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
          <AccountButton aria-disabled>
            <AccountAvatar user={user} />
          </AccountButton>
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
