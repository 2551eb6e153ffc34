import { Group } from '@mantine/core';
import { lazy, useEffect } from 'react';
import { LazyPart } from '../ui/LazyPart';
import { ButtonLink } from '../ui/ButtonLink';
import { navLinkProps, signUpLink } from './links';
import { AccountAvatar, AccountButton } from './AccountAvatar';
import { useAuth } from './useAuth';

// The menu (and the positioning library under it) is not in the first download: it arrives right after.
const loadAccountMenu = () => import('./AccountMenu');
const AccountMenu = lazy(() => loadAccountMenu().then((m) => ({ default: m.AccountMenu })));

/** Right side of the desktop headers: Sign In / Sign Up, or the account menu. */
export function HeaderAccountArea() {
  const { user, isLoading } = useAuth();
  const signedIn = user !== null;
  // Fetched as soon as the app runs, as the Resources menu is (DesktopNav).
  useEffect(() => {
    if (signedIn) void loadAccountMenu().catch(() => undefined);
  }, [signedIn]);
  if (isLoading) return null;
  if (user) {
    return (
      <LazyPart
        fallback={
          <AccountButton aria-disabled>
            <AccountAvatar user={user} />
          </AccountButton>
        }
      >
        <AccountMenu user={user} />
      </LazyPart>
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
