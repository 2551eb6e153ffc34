import { getRouteApi } from '@tanstack/react-router';
import { ResetPasswordPage } from './ResetPasswordPage';

const route = getRouteApi('/_main/auth/reset-password');

export function ResetPasswordRoute() {
  const { token } = route.useSearch();
  return <ResetPasswordPage token={token} />;
}
