import {
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Outlet,
  redirect,
  type RouterHistory,
  type SearchSchemaInput,
} from '@tanstack/react-router';
import {
  readMarketplaceParams,
  readTripParams,
  type MarketplaceParamsInput,
  type TripParamsInput,
} from '../shared/marketplace-params';
import { pagePaths } from '../shared/routes';
import { readAdminListingsSearch } from './features/admin/listings/searchSchema';
import { readAdminPayoutsSearch } from './features/admin/payouts/searchSchema';
import { NotFoundPage } from './features/site/NotFoundPage';
import { ContentLayout } from './layout/ContentLayout';
import { MainLayout } from './layout/MainLayout';
import { RequireAuth } from './layout/RequireAuth';
import { RouteError } from './layout/RouteError';
import {
  readAdminUsersSearch,
  readAuthSearch,
  readBookingsSearch,
  readBookingPaymentSearch,
  readConfirmSearch,
  readResetPasswordSearch,
  readLegalSearch,
  readMessagesSearch,
  readPayoutsSearch,
  readServicesSearch,
  readSettingsSearch,
} from './searchSchemas';

// The route tree is built from the shared list of page addresses (src/shared/routes.ts), which the server
// uses for its 200/404 answers. Only pages that work are registered: any other address is the not-found
// page. The shell and the headers are in the first download; every page is its own chunk, loaded when it is
// opened and preloaded when a link to it is hovered or touched. The server names the chunk of the page a
// visit starts on in the HTML (src/server/http/route-preload.ts), so it downloads beside the entry.

const rootRoute = createRootRoute({
  component: Outlet,
  notFoundComponent: () => (
    <MainLayout>
      <NotFoundPage />
    </MainLayout>
  ),
});

/** Home and the static pages: the content header. */
const contentLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: '_content',
  component: () => (
    <ContentLayout>
      <Outlet />
    </ContentLayout>
  ),
});

/** Everything else: the main header. */
const mainLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: '_main',
  component: () => (
    <MainLayout>
      <Outlet />
    </MainLayout>
  ),
});

/** Pages for signed-in users only: a visitor is sent to /auth and brought back after signing in. */
const signedInRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  id: '_signedIn',
  component: () => (
    <RequireAuth>
      <Outlet />
    </RequireAuth>
  ),
});

/** The host area: a signed-in user who is not a host (or admin) is offered 'Start hosting' first. */
const hostRoute = createRoute({
  getParentRoute: () => signedInRoute,
  id: '_host',
  component: lazyRouteComponent(() => import('./features/host/HostGate'), 'HostArea'),
});

/**
 * The provider side (dashboard, payout history, service pages): signed-out visitors see 'Access Denied' with a
 * way to sign in, signed-in people who are not verified providers see the way to apply.
 */
const providerRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  id: '_provider',
  component: lazyRouteComponent(() => import('./features/services/ProviderGate'), 'ProviderArea'),
});

/** The admin console: anyone but an admin sees 'Access Denied' (the server refuses them every admin call). */
const adminRoute = createRoute({
  getParentRoute: () => signedInRoute,
  id: '_admin',
  component: lazyRouteComponent(() => import('./features/admin/AdminGate'), 'AdminArea'),
});

const content = () => contentLayoutRoute;
const main = () => mainLayoutRoute;
const signedIn = () => signedInRoute;
const host = () => hostRoute;
const admin = () => adminRoute;
const provider = () => providerRoute;

const contentPages = [
  createRoute({
    getParentRoute: content,
    path: pagePaths.home,
    component: lazyRouteComponent(() => import('./features/properties/home/HomePage'), 'HomePage'),
  }),
  createRoute({
    getParentRoute: content,
    path: pagePaths.about,
    component: lazyRouteComponent(() => import('./features/site/AboutPage'), 'AboutPage'),
  }),
  createRoute({
    getParentRoute: content,
    path: pagePaths.blog,
    component: lazyRouteComponent(() => import('./features/site/BlogPage'), 'BlogPage'),
  }),
  createRoute({
    getParentRoute: content,
    path: pagePaths.faq,
    component: lazyRouteComponent(() => import('./features/site/FaqPage'), 'FaqPage'),
  }),
  createRoute({
    getParentRoute: content,
    path: pagePaths.contact,
    component: lazyRouteComponent(() => import('./features/site/ContactPage'), 'ContactPage'),
  }),
  createRoute({
    getParentRoute: content,
    path: pagePaths.sitemap,
    component: lazyRouteComponent(() => import('./features/site/SitemapPage'), 'SitemapPage'),
  }),
  createRoute({
    getParentRoute: content,
    path: pagePaths.legal,
    validateSearch: readLegalSearch,
    component: lazyRouteComponent(() => import('./features/site/LegalRoute'), 'LegalRoute'),
  }),
] as const;

const mainPages = [
  createRoute({
    getParentRoute: main,
    path: pagePaths.auth,
    validateSearch: readAuthSearch,
    component: lazyRouteComponent(() => import('./features/auth/AuthRoute'), 'AuthRoute'),
  }),
  createRoute({
    getParentRoute: main,
    path: pagePaths.confirmEmail,
    validateSearch: readConfirmSearch,
    component: lazyRouteComponent(() => import('./features/auth/ConfirmEmailRoute'), 'ConfirmEmailRoute'),
  }),
  createRoute({
    getParentRoute: main,
    path: pagePaths.resetPassword,
    validateSearch: readResetPasswordSearch,
    component: lazyRouteComponent(() => import('./features/auth/ResetPasswordRoute'), 'ResetPasswordRoute'),
  }),
  createRoute({
    getParentRoute: main,
    path: pagePaths.marketplace,
    // Links may use the footer's aliases (type=workspace): the reader maps them.
    validateSearch: (search: MarketplaceParamsInput & SearchSchemaInput) => readMarketplaceParams(search),
    component: lazyRouteComponent(
      () => import('./features/properties/marketplace/MarketplaceRoute'),
      'MarketplaceRoute',
    ),
  }),
  createRoute({
    getParentRoute: main,
    path: pagePaths.property,
    // The trip searched for (/property/{id}?checkIn=&checkOut=&guests=) fills the booking card.
    validateSearch: (search: TripParamsInput & SearchSchemaInput) => readTripParams(search),
    component: lazyRouteComponent(
      () => import('./features/properties/detail/PropertyRoute'),
      'PropertyRoute',
    ),
  }),
  createRoute({
    getParentRoute: main,
    path: pagePaths.propertyWithoutId,
    component: lazyRouteComponent(
      () => import('./features/properties/detail/PropertyRoute'),
      'PropertyRoute',
    ),
  }),
  // Signed out, these pages invite the visitor to sign in in place rather than redirecting.
  createRoute({
    getParentRoute: main,
    path: pagePaths.bookings,
    validateSearch: readBookingsSearch,
    component: lazyRouteComponent(() => import('./features/bookings/BookingsPage'), 'BookingsPage'),
  }),
  createRoute({
    getParentRoute: main,
    path: pagePaths.messages,
    validateSearch: readMessagesSearch,
    component: lazyRouteComponent(() => import('./features/messages/MessagesRoute'), 'MessagesRoute'),
  }),
  createRoute({
    getParentRoute: main,
    path: pagePaths.becomeProvider,
    component: lazyRouteComponent(
      () => import('./features/services/become-provider/BecomeProviderPage'),
      'BecomeProviderPage',
    ),
  }),
  createRoute({
    getParentRoute: main,
    path: pagePaths.services,
    validateSearch: readServicesSearch,
    component: lazyRouteComponent(() => import('./features/services/browse/ServicesPage'), 'ServicesPage'),
  }),
  createRoute({
    getParentRoute: main,
    path: pagePaths.serviceBook,
    component: lazyRouteComponent(
      () => import('./features/services/book/BookServicePage'),
      'BookServicePage',
    ),
  }),
  createRoute({
    getParentRoute: main,
    path: pagePaths.serviceProvider,
    component: lazyRouteComponent(
      () => import('./features/services/provider/ProviderProfilePage'),
      'ProviderProfilePage',
    ),
  }),
  createRoute({
    getParentRoute: main,
    path: pagePaths.settings,
    validateSearch: readSettingsSearch,
    component: lazyRouteComponent(() => import('./features/account/settings/SettingsPage'), 'SettingsPage'),
  }),
] as const;

const signedInPages = [
  createRoute({
    getParentRoute: signedIn,
    path: pagePaths.dashboardRedirect,
    component: lazyRouteComponent(() => import('./features/auth/DashboardRedirect'), 'DashboardRedirect'),
  }),
  createRoute({
    getParentRoute: signedIn,
    path: pagePaths.dashboard,
    component: lazyRouteComponent(
      () => import('./features/bookings/dashboard/DashboardPage'),
      'DashboardPage',
    ),
  }),
  createRoute({
    getParentRoute: signedIn,
    path: pagePaths.bookingPayment,
    validateSearch: readBookingPaymentSearch,
    component: lazyRouteComponent(() => import('./features/bookings/PaymentReturnPage'), 'PaymentReturnPage'),
  }),
  createRoute({
    getParentRoute: signedIn,
    path: pagePaths.saved,
    component: lazyRouteComponent(() => import('./features/saved/SavedPage'), 'SavedPage'),
  }),
  createRoute({
    getParentRoute: signedIn,
    path: pagePaths.review,
    component: lazyRouteComponent(() => import('./features/reviews/ReviewRoute'), 'ReviewRoute'),
  }),
  createRoute({
    getParentRoute: signedIn,
    path: pagePaths.referral,
    component: lazyRouteComponent(() => import('./features/account/referral/ReferralPage'), 'ReferralPage'),
  }),
] as const;

const hostPages = [
  createRoute({
    getParentRoute: host,
    path: pagePaths.hostDashboard,
    component: lazyRouteComponent(
      () => import('./features/host/dashboard/HostDashboardPage'),
      'HostDashboardPage',
    ),
  }),
  createRoute({
    getParentRoute: host,
    path: pagePaths.hostCalendar,
    component: lazyRouteComponent(() => import('./features/host/calendar/CalendarPage'), 'CalendarPage'),
  }),
  createRoute({
    getParentRoute: host,
    path: pagePaths.hostAnalytics,
    component: lazyRouteComponent(() => import('./features/host/analytics/AnalyticsPage'), 'AnalyticsPage'),
  }),
  createRoute({
    getParentRoute: host,
    path: pagePaths.hostProperties,
    component: lazyRouteComponent(
      () => import('./features/host/properties/MyPropertiesPage'),
      'MyPropertiesPage',
    ),
  }),
  createRoute({
    getParentRoute: host,
    path: pagePaths.hostPropertyCreate,
    component: lazyRouteComponent(
      () => import('./features/host/properties/CreatePropertyRoute'),
      'CreatePropertyRoute',
    ),
  }),
  createRoute({
    getParentRoute: host,
    path: pagePaths.hostPropertyEdit,
    component: lazyRouteComponent(
      () => import('./features/host/properties/EditPropertyRoute'),
      'EditPropertyRoute',
    ),
  }),
  createRoute({
    getParentRoute: host,
    path: pagePaths.payouts,
    validateSearch: readPayoutsSearch,
    component: lazyRouteComponent(() => import('./features/payouts/PayoutsPage'), 'PayoutsPage'),
  }),
] as const;

const providerPages = [
  createRoute({
    getParentRoute: provider,
    path: pagePaths.providerDashboard,
    component: lazyRouteComponent(
      () => import('./features/services/dashboard/ProviderDashboardPage'),
      'ProviderDashboardPage',
    ),
  }),
  createRoute({
    getParentRoute: provider,
    path: pagePaths.providerPayouts,
    validateSearch: readPayoutsSearch,
    component: lazyRouteComponent(
      () => import('./features/payouts/ProviderPayoutsPage'),
      'ProviderPayoutsPage',
    ),
  }),
  createRoute({
    getParentRoute: provider,
    path: pagePaths.serviceCreate,
    component: lazyRouteComponent(
      () => import('./features/services/manage/CreateServiceRoute'),
      'CreateServiceRoute',
    ),
  }),
  createRoute({
    getParentRoute: provider,
    path: pagePaths.serviceEdit,
    component: lazyRouteComponent(
      () => import('./features/services/manage/EditServiceRoute'),
      'EditServiceRoute',
    ),
  }),
] as const;

// One console, one chunk: each tab has its own address, and the console reads the tab from it.
const adminConsole = lazyRouteComponent(() => import('./features/admin/AdminConsole'), 'AdminConsole');
const adminPages = [
  createRoute({ getParentRoute: admin, path: pagePaths.admin, component: adminConsole }),
  createRoute({
    getParentRoute: admin,
    path: pagePaths.adminUsers,
    validateSearch: readAdminUsersSearch,
    component: adminConsole,
  }),
  createRoute({
    getParentRoute: admin,
    path: pagePaths.adminListings,
    validateSearch: readAdminListingsSearch,
    component: adminConsole,
  }),
  createRoute({ getParentRoute: admin, path: pagePaths.adminReports, component: adminConsole }),
  createRoute({ getParentRoute: admin, path: pagePaths.adminDisputes, component: adminConsole }),
  createRoute({ getParentRoute: admin, path: pagePaths.adminApplications, component: adminConsole }),
  createRoute({ getParentRoute: admin, path: pagePaths.adminPayments, component: adminConsole }),
  createRoute({
    getParentRoute: admin,
    path: pagePaths.adminPayouts,
    validateSearch: readAdminPayoutsSearch,
    component: adminConsole,
  }),
  createRoute({ getParentRoute: admin, path: pagePaths.adminSettings, component: adminConsole }),
] as const;

/** /help: the help content is the FAQ. */
const helpRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: pagePaths.help,
  beforeLoad: () => {
    // TanStack Router's documented way to redirect is to throw its redirect object (not an Error).
    // eslint-disable-next-line @typescript-eslint/only-throw-error
    throw redirect({ to: '/faq', replace: true });
  },
});

const routeTree = rootRoute.addChildren([
  contentLayoutRoute.addChildren(contentPages),
  mainLayoutRoute.addChildren([
    ...mainPages,
    providerRoute.addChildren(providerPages),
    signedInRoute.addChildren([
      ...signedInPages,
      hostRoute.addChildren(hostPages),
      adminRoute.addChildren(adminPages),
    ]),
  ]),
  helpRoute,
]);

/**
 * A router over the app's pages. The browser has one (`router`, on the address bar); the server makes one per
 * page it renders, on a memory history at that address (src/client/entry-server.tsx).
 */
export function createAppRouter(history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    notFoundMode: 'root',
    defaultPreload: 'intent',
    defaultErrorComponent: RouteError,
    // In the browser only: on the server it would write an inline script, which the CSP refuses.
    scrollRestoration: typeof document !== 'undefined',
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

// Registering the router types every Link, navigate and route hook in the app: a link to a page that does
// not exist, or with search params the page does not take, does not compile.
declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
