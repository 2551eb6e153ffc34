// The admin tables' filter values, apart from the admin schemas: the router reads them in the first download.

export const USER_STATUSES = ['active', 'inactive'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** The admin's filter on the listings table. 'reported': listings with at least one open report. */
export const ADMIN_LISTING_FILTERS = ['all', 'listed', 'suspended', 'reported'] as const;
export type AdminListingFilter = (typeof ADMIN_LISTING_FILTERS)[number];
