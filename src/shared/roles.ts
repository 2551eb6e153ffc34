export const roles = ['guest', 'host', 'provider', 'admin'] as const;
export type Role = (typeof roles)[number];

/** Roles a person may choose at sign-up, with the labels of spec 001 §1. */
export const signUpRoles = [
  { value: 'guest', label: 'Find workspaces' },
  { value: 'host', label: 'List my properties' },
  { value: 'provider', label: 'Offer services' },
] as const satisfies readonly { value: Role; label: string }[];
export type SignUpRole = (typeof signUpRoles)[number]['value'];

/** Where a signed-in user lands (spec 000 §2 /dashboard/redirect). */
export function dashboardPathFor(role: Role): '/admin' | '/host' | '/dashboard' {
  if (role === 'admin') return '/admin';
  if (role === 'host') return '/host';
  return '/dashboard';
}
