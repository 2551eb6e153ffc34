import { getRouteApi } from '@tanstack/react-router';
import { ConfirmEmailPage } from './ConfirmEmailPage';

const route = getRouteApi('/_main/auth/confirm');

export function ConfirmEmailRoute() {
  const { token } = route.useSearch();
  return <ConfirmEmailPage token={token} />;
}
