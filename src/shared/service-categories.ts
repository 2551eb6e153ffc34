// The categories and the browse page's search length, apart from the services' schemas: the router reads
// them in the first download.

/** The ten built-in categories (spec 001 §3), in the spec's order; stored as data (service_categories). */
export const SERVICE_CATEGORIES = [
  { id: 'photography', name: 'Photography' },
  { id: 'massage', name: 'Massage & Wellness' },
  { id: 'fitness', name: 'Personal Training' },
  { id: 'cleaning', name: 'Cleaning' },
  { id: 'tours', name: 'Tour Guide' },
  { id: 'transport', name: 'Transportation' },
  { id: 'catering', name: 'Catering' },
  { id: 'tech', name: 'Tech Support' },
  { id: 'beauty', name: 'Beauty & Spa' },
  { id: 'petcare', name: 'Pet Care' },
] as const;
export type ServiceCategoryId = (typeof SERVICE_CATEGORIES)[number]['id'];
export const SERVICE_CATEGORY_IDS = SERVICE_CATEGORIES.map((c) => c.id) as [
  ServiceCategoryId,
  ...ServiceCategoryId[],
];
export const SERVICE_CATEGORY_NAMES = Object.fromEntries(
  SERVICE_CATEGORIES.map((c) => [c.id, c.name]),
) as Record<ServiceCategoryId, string>;

export const SERVICE_SEARCH_MAX = 100;
