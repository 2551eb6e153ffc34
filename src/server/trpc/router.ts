import { authRouter } from '../domains/auth/router';
import { siteRouter } from '../domains/site/router';
import { router } from './init';

export const appRouter = router({
  auth: authRouter,
  site: siteRouter,
});

export type AppRouter = typeof appRouter;
