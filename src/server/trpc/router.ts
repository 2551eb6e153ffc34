import { accountRouter } from '../domains/account/router';
import { adminRouter } from '../domains/admin/router';
import { authRouter } from '../domains/auth/router';
import { bookingsRouter } from '../domains/bookings/router';
import { disputesRouter } from '../domains/disputes/router';
import { servicesRouter } from '../domains/services/router';
import { forumRouter } from '../domains/forum/router';
import { hostRouter } from '../domains/host/router';
import { messagesRouter } from '../domains/messages/router';
import { payoutsRouter } from '../domains/payouts/router';
import { propertiesRouter } from '../domains/properties/router';
import { reviewsRouter } from '../domains/reviews/router';
import { savedRouter } from '../domains/saved/router';
import { siteRouter } from '../domains/site/router';
import { staysRouter } from '../domains/stays/router';
import { router } from './init';

export const appRouter = router({
  auth: authRouter,
  account: accountRouter,
  site: siteRouter,
  properties: propertiesRouter,
  reviews: reviewsRouter,
  saved: savedRouter,
  bookings: bookingsRouter,
  forum: forumRouter,
  messages: messagesRouter,
  host: hostRouter,
  payouts: payoutsRouter,
  admin: adminRouter,
  disputes: disputesRouter,
  services: servicesRouter,
  stays: staysRouter,
});

export type AppRouter = typeof appRouter;
