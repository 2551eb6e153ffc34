import { useNavigate } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { AuthLoading } from './AuthLoading';
import { useAuth } from './useAuth';

interface GuestOnlyProps {
  children: ReactNode;
  /** Where a signed-in user is sent: a same-site path, possibly with a query. */
  redirectTo: string;
}

/** Guest-only routes (/auth): a signed-in user is sent on to `redirectTo`, never shown a sign-in form. */
export function GuestOnly({ children, redirectTo }: GuestOnlyProps) {
  const { user, isLoading } = useAuth();
  const navigate = useNavigate();
  const signedIn = user !== null;

  useEffect(() => {
    // `href` (not `to`) because the target may carry a query string.
    if (signedIn) void navigate({ href: redirectTo, replace: true });
  }, [navigate, redirectTo, signedIn]);

  if (isLoading || signedIn) return <AuthLoading />;
  return <>{children}</>;
}
