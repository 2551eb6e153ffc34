/** The marketplace's amenity filters (README 'How search behaves'). */
export const workspaceAmenityFilters = [
  'Dedicated Desk',
  'External Monitor',
  'Fast WiFi',
  'Coffee Machine',
] as const;
export const stayAmenityFilters = ['King Size Bed', 'Full Kitchen', 'Smart TV', 'Pool'] as const;
export const amenityFilters = [...workspaceAmenityFilters, ...stayAmenityFilters] as const;
export type AmenityFilter = (typeof amenityFilters)[number];

/** Quick-search workspace feature badges and the amenity each one requires. */
export const workspaceFeatures = {
  monitor: 'External Monitor',
  highspeed_wifi: 'Fast WiFi',
  coffee: 'Coffee Machine',
  quiet_space: 'Quiet Space',
} as const;
export type WorkspaceFeature = keyof typeof workspaceFeatures;
export const workspaceFeatureLabels: Record<WorkspaceFeature, string> = {
  monitor: 'Monitor',
  highspeed_wifi: 'High-speed WiFi',
  coffee: 'Coffee',
  quiet_space: 'Quiet space',
};

/** Every amenity label a search may require: the sidebar filters plus the quick-search features. */
export const searchableAmenities = [...amenityFilters, 'Quiet Space'] as const;
export type SearchableAmenity = (typeof searchableAmenities)[number];
