import { router } from '../../trpc/init';

/** Outages guests report during a stay, and the host's answers (issue 19). */
export const outagesRouter = router({});
