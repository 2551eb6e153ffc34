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
 * Where a signed-in user lands after /dashboard/redirect: hosts on the host dashboard, everyone else on the
 * guest dashboard. Admins join them there until the admin console (/admin) exists.
 */
export function dashboardPathFor(role: Role): '/host' | '/dashboard' {
  return role === 'host' ? '/host' : '/dashboard';
}
