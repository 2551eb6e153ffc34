import { router } from '../../trpc/init';

/** Speed tests at the desk during a stay (issue 19). */
export const speedTestsRouter = router({});
