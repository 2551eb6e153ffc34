export const propertyTypes = ['work_and_stay', 'work_only'] as const;
export type PropertyType = (typeof propertyTypes)[number];

export const propertyTypeLabels: Record<PropertyType, string> = {
  work_and_stay: 'Work & Stay',
  work_only: 'Work Only',
};
