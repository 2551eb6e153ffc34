import type { PropertyFormInput } from '../../../../shared/host';
import { normalizeBackupPower, type BackupPower } from '../../../../shared/power';

/** What a NumberInput holds: a number, or the text being typed ('' when empty). */
type NumberText = number | string;

/**
 * The form's own values: numbers as the inputs hold them and house rules as one rule per line. `toInput` turns
 * them into the shared schema's shape, which validates them (client) and is what the server receives.
 */
export type PropertyFormValues = Omit<
  PropertyFormInput,
  | 'hourlyRateCents'
  | 'nightlyRateCents'
  | 'internetSpeed'
  | 'bedrooms'
  | 'beds'
  | 'bathrooms'
  | 'houseRules'
  | 'backupPower'
> & {
  hourlyRateCents: NumberText;
  nightlyRateCents: NumberText;
  internetSpeed: NumberText;
  bedrooms: NumberText;
  beds: NumberText;
  bathrooms: NumberText;
  houseRules: string;
  backupPower: Omit<BackupPower, 'hours'> & { hours: NumberText };
};

const numberOr = <T>(value: NumberText, fallback: T): number | T =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

const asText = (value: number | null): NumberText => value ?? '';

export function toFormValues(input: PropertyFormInput): PropertyFormValues {
  return {
    ...input,
    hourlyRateCents: input.hourlyRateCents,
    nightlyRateCents: asText(input.nightlyRateCents),
    internetSpeed: asText(input.internetSpeed),
    backupPower: { ...input.backupPower, hours: asText(input.backupPower.hours) },
    bedrooms: asText(input.bedrooms),
    beds: asText(input.beds),
    bathrooms: asText(input.bathrooms),
    houseRules: input.houseRules.join('\n'),
  };
}

/** Blank lines are not rules. */
export function splitRules(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/**
 * The schema's input. Non-numeric rates become 0 (spec 001 §5); empty counts are 'not given'. A Workspace Only
 * listing has no nightly rate, stay amenities or rooms.
 */
export function toInput(values: PropertyFormValues): PropertyFormInput {
  const stay = values.propertyType === 'work_and_stay';
  return {
    ...values,
    hourlyRateCents: numberOr(values.hourlyRateCents, 0),
    nightlyRateCents: stay ? numberOr(values.nightlyRateCents, 0) : null,
    stayAmenities: stay ? values.stayAmenities : [],
    internetSpeed: numberOr(values.internetSpeed, null),
    backupPower:
      values.backupPower.kind === 'none'
        ? normalizeBackupPower({ ...values.backupPower, hours: null })
        : { ...values.backupPower, hours: numberOr(values.backupPower.hours, null) },
    bedrooms: stay ? numberOr(values.bedrooms, null) : null,
    beds: stay ? numberOr(values.beds, null) : null,
    bathrooms: stay ? numberOr(values.bathrooms, null) : null,
    kitchen: stay && values.kitchen,
    houseRules: splitRules(values.houseRules),
  };
}

/** The first message under `field` or any of its items ('houseRules.2'), for inputs that show a list as one. */
export function firstErrorUnder(errors: Record<string, unknown>, field: string): string | undefined {
  const key = Object.keys(errors).find((k) => k === field || k.startsWith(`${field}.`));
  const error = key === undefined ? undefined : errors[key];
  return typeof error === 'string' ? error : undefined;
}
