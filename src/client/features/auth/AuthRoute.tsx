import { getRouteApi } from '@tanstack/react-router';
import { GuestOnly } from '../../layout/GuestOnly';
import { safeRedirectTarget } from '../../searchSchemas';
import { AuthPage } from './AuthPage';

const route = getRouteApi('/_main/auth');

/** /auth?mode=&redirect=&ref=: guests only; a referral code opens sign-up. */
export function AuthRoute() {
  const { mode, redirect: back, ref } = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <GuestOnly redirectTo={safeRedirectTarget(back) ?? '/dashboard/redirect'}>
      <AuthPage
        mode={mode ?? (ref ? 'signup' : 'signin')}
        referralCode={ref}
        onModeChange={(next) => void navigate({ search: { mode: next, redirect: back, ref }, replace: true })}
      />
    </GuestOnly>
  );
}
