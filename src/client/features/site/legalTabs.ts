import type { LegalTab } from '../../searchSchemas';

/*
 * The tabs of /legal. The list and its guard live in client/searchSchemas.ts (the /legal route validates its
 * `tab` search param there); they are re-exported here so the page and the router share one definition.
 */
export { isLegalTab, legalTabs } from '../../searchSchemas';
export type { LegalTab } from '../../searchSchemas';

export const legalTabLabels: Record<LegalTab, string> = {
  terms: 'Terms of Service',
  privacy: 'Privacy Policy',
  cookies: 'Cookie Policy',
  cancellation: 'Cancellation Policy',
};
