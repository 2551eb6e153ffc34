import { useLocation, useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useState, type ReactNode } from 'react';
import { AuthLoading } from './AuthLoading';
import { ConnectionErrorCard } from './ConnectionErrorCard';
import { useAuth } from './useAuth';

/** The loader stays at least this long (no flash), and gives way to an error card after the timeout. */
export const GUARD_MIN_LOADING_MS = 300;
export const GUARD_TIMEOUT_MS = 5_000;

interface RequireAuthProps {
  children: ReactNode;
}

/** Protected routes: no session sends the visitor to /auth, carrying the requested location back. */
export function RequireAuth({ children }: RequireAuthProps) {
  const { user, isLoading, isError } = useAuth();
  const navigate = useNavigate();
  // The page this guard protects. One guard serves every signed-in page, so it follows the user from page to
  // page; but not to /auth: while the redirect is under way the location already says /auth, and following
  // it would nest /auth?redirect=/auth?redirect=...
  const location = useLocation();
  const [requested, setRequested] = useState(location.href);
  const onAuthPage = location.pathname === '/auth' || location.pathname.startsWith('/auth/');
  if (location.href !== requested && !onAuthPage) setRequested(location.href);
  // Only hold the loader when the session was actually unresolved on arrival (no flash on cached sessions).
  const [minElapsed, setMinElapsed] = useState(!isLoading);
  const [timedOut, setTimedOut] = useState(false);

  useEffect(() => {
    if (minElapsed) return;
    const timer = setTimeout(() => setMinElapsed(true), GUARD_MIN_LOADING_MS);
    return () => clearTimeout(timer);
  }, [minElapsed]);

  useEffect(() => {
    if (!isLoading) return;
    const timer = setTimeout(() => setTimedOut(true), GUARD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [isLoading]);

  // While a navigation is under way (signing out leaves for /), this page may be on its way out: the guard
  // decides once it has settled, and only if it is still shown.
  const navigating = useRouterState({ select: (state) => state.status === 'pending' });
  const signedOut = !isLoading && !isError && user === null;
  useEffect(() => {
    if (!signedOut || navigating) return;
    void navigate({ to: '/auth', search: { redirect: requested }, replace: true });
  }, [navigate, navigating, requested, signedOut]);

  if (isError || (isLoading && timedOut)) return <ConnectionErrorCard />;
  if (isLoading || !minElapsed || !user) return <AuthLoading />;
  return <>{children}</>;
}
