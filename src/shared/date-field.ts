import { z } from 'zod';
import { isIsoDate } from './dates';

/** A form's yyyy-MM-dd field: `message` when empty. (Apart from dates.ts, which the first page loads without zod.) */
export const dateString = (message: string) =>
  z.string(message).min(1, message).refine(isIsoDate, 'Dates must be written yyyy-MM-dd');
