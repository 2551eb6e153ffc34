import {
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  redirect,
  useNavigate,
} from '@tanstack/react-router';
import { AuthPage } from './features/auth/AuthPage';
import { ConfirmEmailPage } from './features/auth/ConfirmEmailPage';
import { DashboardRedirect } from './features/auth/DashboardRedirect';
import { DashboardPage } from './features/bookings/dashboard/DashboardPage';
import { BookingsPage } from './features/bookings/BookingsPage';
import { HomePage } from './features/properties/home/HomePage';
import { MarketplacePage } from './features/properties/marketplace/MarketplacePage';
import { MessagesPage } from './features/messages/MessagesPage';
import { ReferralPage } from './features/account/referral/ReferralPage';
import { SettingsPage } from './features/account/settings/SettingsPage';
import { cleanParams } from './features/properties/marketplace/marketplaceParams';
import { marketplaceParamsSchema } from '../shared/search';
import type { MarketplaceParams } from '../shared/search';
import { NotFoundPage } from './features/site/NotFoundPage';
import { PropertyPage } from './features/properties/detail/PropertyPage';
import { ReviewPage } from './features/reviews/ReviewPage';
import { SavedPage } from './features/saved/SavedPage';
import { AboutPage } from './features/site/AboutPage';
import { BlogPage } from './features/site/BlogPage';
import { ContactPage } from './features/site/ContactPage';
import { FaqPage } from './features/site/FaqPage';
import { LegalPage } from './features/site/LegalPage';
import { SitemapPage } from './features/site/SitemapPage';
import { ContentLayout } from './layout/ContentLayout';
import { GuestOnly } from './layout/GuestOnly';
import { MainLayout } from './layout/MainLayout';
import { RequireAuth } from './layout/RequireAuth';
import {
  authSearchSchema,
  confirmSearchSchema,
  legalSearchSchema,
  messagesSearchSchema,
  safeRedirectTarget,
} from './searchSchemas';

// Only routes that work are registered; every other path (including ones the menus already link to, such as
// /host or /admin) is a 404 until its issue lands (spec 000 §2). src/shared/routes.ts lists the same
// addresses for the server's status codes.

// The router type is deliberately not registered globally (`declare module ... Register`): the menus, footer
// and sitemap link to routes later issues add, which a registered router would reject as unknown paths. The
// route components below name the router type explicitly instead, so their search params stay typed.
type AppRouter = typeof router;

const rootRoute = createRootRoute({
  component: Outlet,
  notFoundComponent: () => (
    <MainLayout>
      <NotFoundPage />
    </MainLayout>
  ),
});

/** Home and the static pages: the content header (the spec's second header variant). */
const contentLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'content',
  component: () => (
    <ContentLayout>
      <Outlet />
    </ContentLayout>
  ),
});

/** Everything else: the main header. */
const mainLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'main',
  component: () => (
    <MainLayout>
      <Outlet />
    </MainLayout>
  ),
});

const homeRoute = createRoute({
  getParentRoute: () => contentLayoutRoute,
  path: '/',
  component: HomePage,
});

const aboutRoute = createRoute({
  getParentRoute: () => contentLayoutRoute,
  path: 'about',
  component: AboutPage,
});
const blogRoute = createRoute({
  getParentRoute: () => contentLayoutRoute,
  path: 'blog',
  component: BlogPage,
});
const faqRoute = createRoute({ getParentRoute: () => contentLayoutRoute, path: 'faq', component: FaqPage });
const contactRoute = createRoute({
  getParentRoute: () => contentLayoutRoute,
  path: 'contact',
  component: ContactPage,
});
const sitemapRoute = createRoute({
  getParentRoute: () => contentLayoutRoute,
  path: 'sitemap',
  component: SitemapPage,
});

const legalRoute = createRoute({
  getParentRoute: () => contentLayoutRoute,
  path: 'legal',
  validateSearch: legalSearchSchema,
  component: function LegalRoute() {
    const { tab } = legalRoute.useSearch<AppRouter>();
    const navigate = useNavigate<AppRouter>();
    return (
      <LegalPage
        tab={tab}
        onTabChange={(next) => void navigate({ to: '/legal', search: { tab: next }, replace: true })}
      />
    );
  },
});

/** The sitemap links /help; the help content is the FAQ. */
const helpRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'help',
  beforeLoad: () => {
    // TanStack Router's documented way to redirect is to throw its redirect object (not an Error).
    // eslint-disable-next-line @typescript-eslint/only-throw-error
    throw redirect({ to: '/faq', replace: true });
  },
});

const authRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: 'auth',
  validateSearch: authSearchSchema,
  component: function AuthRoute() {
    const { mode, redirect: back, ref } = authRoute.useSearch<AppRouter>();
    const navigate = useNavigate<AppRouter>();
    return (
      <GuestOnly redirectTo={safeRedirectTarget(back) ?? '/dashboard/redirect'}>
        <AuthPage
          mode={mode ?? (ref ? 'signup' : 'signin')}
          referralCode={ref}
          onModeChange={(next) =>
            void navigate({
              to: '/auth',
              search: { mode: next, redirect: back, ref },
              replace: true,
            })
          }
        />
      </GuestOnly>
    );
  },
});

const confirmRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: 'auth/confirm',
  validateSearch: confirmSearchSchema,
  component: function ConfirmRoute() {
    const { token } = confirmRoute.useSearch<AppRouter>();
    return <ConfirmEmailPage token={token} />;
  },
});

const dashboardRedirectRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: 'dashboard/redirect',
  component: () => (
    <RequireAuth>
      <DashboardRedirect />
    </RequireAuth>
  ),
});

/** Property detail (spec 000 §2); keyed by id so gallery and reviews state start afresh per property. */
const propertyRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: 'property/$id',
  component: function PropertyRoute() {
    const { id } = propertyRoute.useParams<AppRouter>();
    return <PropertyPage key={id} id={id} />;
  },
});

/** /property without an id: 'Property ID is required' (spec 000 §8). */
const propertyWithoutIdRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: 'property',
  component: () => <PropertyPage id={undefined} />,
});

/** Booking history: signed out it invites the visitor to sign in rather than redirecting (spec 000 §2). */
const bookingsRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: 'bookings',
  component: BookingsPage,
});

/** Guest dashboard, saved properties and review writing: signed-in users only (spec 000 §2, §6). */
const dashboardRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: 'dashboard',
  component: () => (
    <RequireAuth>
      <DashboardPage />
    </RequireAuth>
  ),
});

const savedRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: 'saved',
  component: () => (
    <RequireAuth>
      <SavedPage />
    </RequireAuth>
  ),
});

/** Keyed by id so the form starts afresh for another booking. */
const reviewRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: 'review/$bookingId',
  component: function ReviewRoute() {
    const { bookingId } = reviewRoute.useParams<AppRouter>();
    return (
      <RequireAuth>
        <ReviewPage key={bookingId} bookingId={bookingId} />
      </RequireAuth>
    );
  },
});

/** Messages (spec 001 §2); signed out it invites the visitor to sign in and come back. */
const messagesRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: 'messages',
  validateSearch: messagesSearchSchema,
  component: function MessagesRoute() {
    const { booking, with: withUserId } = messagesRoute.useSearch<AppRouter>();
    const navigate = useNavigate<AppRouter>();
    return (
      <MessagesPage
        bookingId={booking}
        withUserId={withUserId}
        onSelect={(userId) => void navigate({ to: '/messages', search: { booking, with: userId } })}
      />
    );
  },
});

/** Account settings: signed out it shows 'Sign In Required' (spec 001 §2). */
const settingsRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: 'settings',
  component: SettingsPage,
});

const referralRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: 'referral',
  component: () => (
    <RequireAuth>
      <ReferralPage />
    </RequireAuth>
  ),
});

/** Filters live in the address and are rewritten in place, without new history entries (spec 000 §4). */
const marketplaceRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: 'marketplace',
  validateSearch: marketplaceParamsSchema,
  component: function MarketplaceRoute() {
    const params = marketplaceRoute.useSearch<AppRouter>();
    const navigate = useNavigate<AppRouter>();
    return (
      <MarketplacePage
        params={params}
        onParamsChange={(patch) =>
          void navigate({
            to: '/marketplace',
            search: (prev: MarketplaceParams) => cleanParams({ ...prev, ...patch }),
            replace: true,
          })
        }
      />
    );
  },
});

const routeTree = rootRoute.addChildren([
  contentLayoutRoute.addChildren([
    homeRoute,
    aboutRoute,
    blogRoute,
    faqRoute,
    contactRoute,
    legalRoute,
    sitemapRoute,
  ]),
  mainLayoutRoute.addChildren([
    authRoute,
    confirmRoute,
    dashboardRedirectRoute,
    marketplaceRoute,
    propertyRoute,
    propertyWithoutIdRoute,
    bookingsRoute,
    dashboardRoute,
    savedRoute,
    reviewRoute,
    messagesRoute,
    settingsRoute,
    referralRoute,
  ]),
  helpRoute,
]);

export const router = createRouter({
  routeTree,
  notFoundMode: 'root',
  defaultPreload: 'intent',
  scrollRestoration: true,
});
