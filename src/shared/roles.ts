export const roles = ['guest', 'host', 'provider', 'admin'] as const;
export type Role = (typeof roles)[number];

/** Roles a person may choose at sign-up, labelled by what they want to do rather than by role name. */
export const signUpRoles = [
  { value: 'guest', label: 'Find workspaces' },
  { value: 'host', label: 'List my properties' },
  { value: 'provider', label: 'Offer services' },
] as const satisfies readonly { value: Role; label: string }[];
export type SignUpRole = (typeof signUpRoles)[number]['value'];

/**
 * Where a signed-in user lands after /dashboard/redirect: hosts on the host dashboard, admins on the admin
 * console, verified providers on the Provider Dashboard, those who chose 'Offer services' and are not verified
 * yet on Become a Provider (their application and where it stands), everyone else on the guest dashboard.
 */
export function dashboardPathFor(
  role: Role,
  isProvider = false,
): '/host' | '/admin' | '/become-provider' | '/provider/dashboard' | '/dashboard' {
  if (role === 'host') return '/host';
  if (role === 'admin') return '/admin';
  if (isProvider) return '/provider/dashboard';
  return role === 'provider' ? '/become-provider' : '/dashboard';
}
