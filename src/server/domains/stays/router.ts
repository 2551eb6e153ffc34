import { router } from '../../trpc/init';
import { outagesRouter } from './outages-router';
import { speedTestsRouter } from './speed-router';

/** What a guest does during a stay, and what the listing's page shows of it (issue 19). */
export const staysRouter = router({
  outages: outagesRouter,
  speed: speedTestsRouter,
});
