import { z } from 'zod';
import { DATE_MAX, DATE_MIN, DATE_RANGE_MESSAGE, isDateInRange, isIsoDate } from './dates';

export const DATE_FORMAT_MESSAGE = 'Dates must be written yyyy-MM-dd';

/*
 * The one schema of every yyyy-MM-dd input (apart from dates.ts, which the first page loads without zod). A day
 * outside DATE_MIN..DATE_MAX aborts the parse, so no refinement of the enclosing object computes with it.
 */
const bounded = (schema: z.ZodString, format: string) =>
  schema
    .refine(isIsoDate, format)
    .refine((v) => !isIsoDate(v) || isDateInRange(v), { message: DATE_RANGE_MESSAGE, abort: true });

/** A yyyy-MM-dd day within the date range; `format` is the message for anything else. */
export const isoDate = (format: string = DATE_FORMAT_MESSAGE) => bounded(z.string(), format);

/** A form's yyyy-MM-dd field: `message` when empty. */
export const dateString = (message: string) =>
  bounded(z.string(message).min(1, message), DATE_FORMAT_MESSAGE);

const MONTH_MIN = DATE_MIN.slice(0, 7);
const MONTH_MAX = DATE_MAX.slice(0, 7);

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A yyyy-MM month within the date range. */
export const isoMonth = () =>
  z
    .string()
    .regex(MONTH, 'Months are written yyyy-MM')
    .refine((m) => !MONTH.test(m) || (m >= MONTH_MIN && m <= MONTH_MAX), {
      message: `Pick a month between ${MONTH_MIN.slice(0, 4)} and ${MONTH_MAX.slice(0, 4)}`,
      abort: true,
    });
