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
 * Where a signed-in user lands after /dashboard/redirect. Every role lands on the dashboard until the host
 * area (/host) and the admin console (/admin) exist; then hosts and admins land there.
 */
export function dashboardPathFor(_role: Role): '/dashboard' {
  return '/dashboard';
}
