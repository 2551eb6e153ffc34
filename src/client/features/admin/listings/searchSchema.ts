import { z } from 'zod';
import { ADMIN_LISTING_FILTERS } from '../../../../shared/moderation';

/** /admin/listings?search=&status=&page=: anything unreadable is dropped rather than failing the page. */
export const adminListingsSearchSchema = z.object({
  search: z.string().max(100).optional().catch(undefined),
  status: z.enum(ADMIN_LISTING_FILTERS).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).optional().catch(undefined),
});
export type AdminListingsSearch = z.infer<typeof adminListingsSearchSchema>;
