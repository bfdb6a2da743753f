import { createElement, lazy, type ComponentType } from 'react';
import { matchPath, type Params } from 'react-router-dom';
import { loadOnce } from '@marketplace/domain';
import { ENGLISH_PREFIX } from '../../shared/i18n/language';

/** Spec §3 "Route definition". `path` is the French path; English adds the `/en` prefix. */
export interface RouteDefinition {
  path: string;
  name: string;
  /** Loads lazily, but draws at once when its chunk is already here (see `page`). */
  component: ComponentType;
  /** Loads the page's chunk (what `component` loads on first render), e.g. ahead of rendering. */
  load: () => Promise<unknown>;
  /**
   * Starts the page's first public reads from its address (path parameters and query), so
   * that they travel while the page's chunk downloads; the page then takes their answers.
   */
  prefetch?: (params: Params, search: URLSearchParams) => void;
  protected: boolean;
  adminOnly: boolean;
}

/**
 * A page's component, loaded lazily. Once its chunk is here (`load` resolved, e.g. before the
 * app takes over a page drawn by the server), it draws at once instead of suspending one render
 * as `React.lazy` always does: hydration then takes the drawing over in one pass, where a
 * suspended part would be redrawn (spinner first) if the session check answered meanwhile.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  let loaded: ComponentType | undefined;
  const loadPage = loadOnce(() =>
    load().then((module) => {
      loaded = module.default;
      return module;
    }),
  );
  const Lazy = lazy(loadPage);
  const Page = () => createElement(loaded ?? Lazy);
  return { component: Page, load: loadPage };
}

const page = (
  path: string,
  name: string,
  load: () => Promise<{ default: ComponentType }>,
  flags: Partial<Pick<RouteDefinition, 'protected' | 'adminOnly' | 'prefetch'>> = {},
): RouteDefinition => ({
  path,
  name,
  ...lazyPage(load),
  ...(flags.prefetch ? { prefetch: flags.prefetch } : {}),
  protected: flags.protected ?? false,
  adminOnly: flags.adminOnly ?? false,
});

// Small chunks of their own (the query builders), which arrive before the pages' chunks.
const prefetchResults = (params: Params, search: URLSearchParams) =>
  void import('../../features/providers/prefetch')
    .then(({ prefetchProviderResults }) => prefetchProviderResults(search, params.categorySlug))
    .catch(() => undefined);
const prefetchHome = () =>
  void import('../../shared/catalog/prefetch')
    .then(({ prefetchActiveCategories }) => prefetchActiveCategories())
    .catch(() => undefined);
const prefetchProviderPage = (params: Params) =>
  void import('../../features/provider-profile/prefetch')
    .then(({ prefetchProviderPage }) => params.id && prefetchProviderPage(params.id))
    .catch(() => undefined);

/**
 * Every page of the app, each loaded lazily as its own chunk. Features add their pages here;
 * menus and footers link only to paths listed here (see `isRouteAvailable`).
 */
export const ROUTES: RouteDefinition[] = [
  page('/', 'home', () => import('../HomePage'), { prefetch: prefetchHome }),
  page('/auth', 'login', () => import('../../features/accounts/LoginPage')),
  page('/register', 'register', () => import('../../features/accounts/RegisterPage')),
  page('/auth/action', 'authAction', () => import('../../features/accounts/AuthActionPage')),
  page('/profile', 'profile', () => import('../../features/profile/ProfilePage'), {
    protected: true,
  }),
  page('/profile/edit', 'profileEdit', () => import('../../features/profile/ProfileEditPage'), {
    protected: true,
  }),
  page('/settings', 'settings', () => import('../../features/profile/SettingsPage'), {
    protected: true,
  }),
  page(
    '/translation-test',
    'translationTest',
    () => import('../../features/translations/TranslationTestPage'),
    { adminOnly: true },
  ),
  page('/about', 'about', () => import('../../features/info/AboutPage')),
  page('/how-it-works', 'howItWorks', () => import('../../features/info/HowItWorksPage')),
  page('/privacy', 'privacy', () => import('../../features/info/PrivacyPage')),
  page('/terms', 'terms', () => import('../../features/info/TermsPage')),
  page('/demo-overview', 'demoOverview', () => import('../../features/info/DemoOverviewPage')),
  // Issue 17 §6: the demo pages (spec §2: the translation demo is admin-only, not sign-in).
  page(
    '/feedback-demo',
    'feedbackDemo',
    () => import('../../features/feedback-demo/FeedbackDemoPage'),
  ),
  page(
    '/user-questionnaire',
    'userQuestionnaire',
    () => import('../../features/user-questionnaire/UserQuestionnairePage'),
  ),
  page(
    '/translation-demo',
    'translationDemo',
    () => import('../../features/translation-demo/TranslationDemoPage'),
    { adminOnly: true },
  ),
  page('/services', 'services', () => import('../../features/providers/ServicesPage'), {
    prefetch: prefetchResults,
  }),
  page(
    '/services/:categorySlug',
    'servicesByCategory',
    () => import('../../features/providers/ServicesPage'),
    { prefetch: prefetchResults },
  ),
  page(
    '/recommendations',
    'recommendations',
    () => import('../../features/providers/RecommendationsPage'),
  ),
  page(
    '/providers/:id',
    'providerProfile',
    () => import('../../features/provider-profile/ProviderProfilePage'),
    { prefetch: prefetchProviderPage },
  ),
  // Advanced = every step (services, weekly hours, map position); basic = the essentials.
  page(
    '/become-provider',
    'becomeProvider',
    () => import('../../features/provider-onboarding/BecomeProviderPage'),
  ),
  page(
    '/become-provider/advanced',
    'becomeProviderAdvanced',
    () => import('../../features/provider-onboarding/BecomeProviderPage'),
  ),
  page('/register-provider', 'registerProvider', () => import('../VerifiedProviderOnboarding'), {
    protected: true,
  }),
  page(
    '/register-provider-advanced',
    'registerProviderAdvanced',
    () => import('../VerifiedProviderOnboarding'),
    { protected: true },
  ),
  page(
    '/category-management',
    'categoryManagement',
    () => import('../../features/category-admin/CategoryManagementPage'),
    { protected: true, adminOnly: true },
  ),
  page(
    '/smart-quotation',
    'smartQuotation',
    () => import('../../features/quotes/SmartQuotationPage'),
  ),
  page(
    '/quotation-orders',
    'quotationOrders',
    () => import('../../features/quotes/QuotationOrdersPage'),
    { protected: true },
  ),
  page(
    '/quotation-details/:id',
    'quotationDetails',
    () => import('../../features/quotes/QuotationDetailsPage'),
  ),
  page(
    '/provider-quotations',
    'providerQuotations',
    () => import('../../features/provider-quotes/ProviderQuotationsPage'),
    { protected: true },
  ),
  page(
    '/provider-quotation-access',
    'providerQuotationAccess',
    () => import('../../features/provider-quotes/ProviderQuotationAccessPage'),
    { protected: true },
  ),
  page('/contracts/:id', 'contract', () => import('../../features/contracts/ContractPage'), {
    protected: true,
  }),
  page(
    '/quotation-management',
    'quotationManagement',
    () => import('../../features/quote-admin/QuotationManagementPage'),
    { protected: true, adminOnly: true },
  ),
  page(
    '/service-scheduling',
    'serviceScheduling',
    () => import('../../features/bookings/SchedulingPage'),
  ),
  page('/my-bookings', 'myBookings', () => import('../../features/bookings/MyBookingsPage'), {
    protected: true,
  }),
  page(
    '/mes-reservations',
    'mesReservations',
    () => import('../../features/bookings/MyBookingsPage'),
    {
      protected: true,
    },
  ),
  page(
    '/provider-bookings',
    'providerBookings',
    () => import('../../features/provider-bookings/ProviderBookingsPage'),
    { protected: true },
  ),
  page(
    '/sales-dashboard',
    'salesDashboard',
    () => import('../../features/sales-dashboard/SalesDashboardPage'),
    { protected: true },
  ),
  page(
    '/admin/bookings',
    'adminBookings',
    () => import('../../features/booking-admin/ReportedBookingsPage'),
    { protected: true, adminOnly: true },
  ),
  page(
    '/admin/reviews',
    'adminReviews',
    () => import('../../features/booking-admin/ReviewModerationPage'),
    { protected: true, adminOnly: true },
  ),
  page('/messages', 'messages', () => import('../../features/messages/MessagesPage'), {
    protected: true,
  }),
  page('/messages/:id', 'thread', () => import('../../features/messages/ThreadPage'), {
    protected: true,
  }),
  page(
    '/notifications',
    'notifications',
    () => import('../../features/notifications/NotificationsPage'),
    { protected: true },
  ),
  page('/admin/outbox', 'adminOutbox', () => import('../../features/outbox-admin/OutboxPage'), {
    protected: true,
    adminOnly: true,
  }),
  page(
    '/checkout/:bookingId',
    'checkout',
    () => import('../../features/payments/CheckoutBookingPage'),
    { protected: true },
  ),
  page('/pay/:token', 'payLink', () => import('../../features/payments/PaymentLinkCheckoutPage')),
  page(
    '/payment-link-generator',
    'paymentLinkGenerator',
    () => import('../../features/payment-links/PaymentLinkGeneratorPage'),
    { protected: true },
  ),
  page(
    '/payment-demo',
    'paymentDemo',
    () => import('../../features/payment-demos/PaymentDemoPage'),
  ),
  page('/anka-demo', 'ankaDemo', () => import('../../features/payment-demos/AnkaDemoPage')),
  page(
    '/payment-test',
    'paymentTest',
    () => import('../../features/payment-demos/PaymentTestPage'),
  ),
  page(
    '/admin/payments',
    'adminPayments',
    () => import('../../features/payment-admin/PaymentsAdminPage'),
    { protected: true, adminOnly: true },
  ),
  page(
    '/payment-methods',
    'paymentMethods',
    () => import('../../features/payments-info/PaymentMethodsPage'),
  ),
  page(
    '/mobile-money-guide',
    'mobileMoneyGuide',
    () => import('../../features/payments-info/MobileMoneyGuidePage'),
  ),
  page(
    '/transaction-calculator',
    'transactionCalculator',
    () => import('../../features/payments-info/TransactionCalculatorPage'),
  ), // Issue 16: verification and the admin areas.
  page(
    '/provider-verification',
    'providerVerification',
    () => import('../../features/verification/ProviderVerificationPage'),
    { protected: true },
  ),
  page(
    '/providers/:id/criminal-record',
    'criminalRecord',
    () => import('../../features/verification/CriminalRecordPage'),
    { protected: true },
  ),
  page(
    '/admin/verification',
    'adminVerification',
    () => import('../../features/verification-admin/VerificationQueuePage'),
    { protected: true, adminOnly: true },
  ),
  page(
    '/admin/criminal-records',
    'adminCriminalRecords',
    () => import('../../features/verification-admin/CriminalRecordsPage'),
    { protected: true, adminOnly: true },
  ),
  page(
    '/admin',
    'adminDashboard',
    () => import('../../features/admin-dashboard/AdminDashboardPage'),
    { protected: true, adminOnly: true },
  ),
  page('/admin/users', 'adminUsers', () => import('../../features/admin-users/AdminUsersPage'), {
    protected: true,
    adminOnly: true,
  }),
  page(
    '/admin/content',
    'adminContent',
    () => import('../../features/admin-content/AdminContentPage'),
    { protected: true, adminOnly: true },
  ),
  page(
    '/admin/system',
    'adminSystem',
    () => import('../../features/admin-system/AdminSystemPage'),
    { protected: true, adminOnly: true },
  ),
  page(
    '/admin/analytics',
    'adminAnalytics',
    () => import('../../features/admin-analytics/AdminAnalyticsPage'),
    { protected: true, adminOnly: true },
  ),
  page('/admin/test', 'adminTest', () => import('../../features/admin-system/AdminTestPage'), {
    protected: true,
    adminOnly: true,
  }),
  page('/admin/ai-demo', 'adminAiDemo', () => import('../../features/ai-demo/AiDemoPage'), {
    protected: true,
    adminOnly: true,
  }),
];

/**
 * Spec §2: paths flagged as requiring sign-in. Where a page does not exist yet, a visitor is
 * still sent to sign-in first (and a signed-in user then sees the 404 page until it arrives).
 */
export const SIGN_IN_PATHS = [
  '/profile',
  '/profile/edit',
  '/my-bookings',
  '/mes-reservations',
  '/provider-bookings',
  '/settings',
  '/quotation-orders',
  '/sales-dashboard',
  '/register-provider',
  '/register-provider-advanced',
  '/provider-verification',
  '/provider-quotations',
  '/providers/:id/criminal-record',
  '/admin/verification',
  '/admin/criminal-records',
  '/admin/test',
  '/quotation-management',
  '/category-management',
  '/admin/bookings',
  '/admin/reviews',
  '/messages',
  '/messages/:id',
  '/notifications',
  '/admin/outbox',
  '/checkout/:bookingId',
  '/payment-link-generator',
  '/admin/payments',
  '/admin',
  '/admin/users',
  '/admin/content',
  '/admin/system',
  '/admin/analytics',
  '/admin/ai-demo',
];

export function requiresSignIn(path: string): boolean {
  return SIGN_IN_PATHS.some((pattern) => matchPath({ path: pattern, end: true }, path) !== null);
}

/**
 * The part of a path routes are told apart by: its first segment, past the English prefix,
 * decoded and lower-cased as React Router compares paths ("/en/Services/x" → "services").
 */
export function firstSegment(path: string): string {
  const segments = path.split('/').filter(Boolean);
  const [first = '', second = ''] = segments.map((segment) => {
    try {
      return decodeURIComponent(segment).toLowerCase();
    } catch {
      return segment.toLowerCase();
    }
  });
  return first === ENGLISH_PREFIX.slice(1) ? second : first;
}

const tablesBySegment = new WeakMap<RouteDefinition[], Map<string, RouteDefinition[]>>();

/**
 * The routes of `routes` whose path can match `pathname`, in the table's order: those of its
 * first segment. Matching compiles each path tried; the table has 65 (issue 11).
 */
export function routesOfSegment(routes: RouteDefinition[], pathname: string): RouteDefinition[] {
  let table = tablesBySegment.get(routes);
  if (!table) {
    table = new Map();
    for (const route of routes) {
      const segment = firstSegment(route.path);
      table.set(segment, [...(table.get(segment) ?? []), route]);
    }
    tablesBySegment.set(routes, table);
  }
  return table.get(firstSegment(pathname)) ?? [];
}

/** Starts the reads of the page at `url` (a French path and its query), if it has any. */
export function prefetchRoute(url: URL, routes = ROUTES): void {
  for (const route of routesOfSegment(routes, url.pathname)) {
    const match = matchPath({ path: route.path, end: true }, url.pathname);
    if (match) return route.prefetch?.(match.params, url.searchParams);
  }
}

/** The page for a French path such as "/services/plumbing?x=1", if one exists. */
export function findRoute(path: string, routes = ROUTES): RouteDefinition | undefined {
  const pathname = path.split(/[?#]/)[0] ?? path;
  return routesOfSegment(routes, pathname).find(
    (route) => matchPath({ path: route.path, end: true }, pathname) !== null,
  );
}

const availability = new Map<string, boolean>();

/** Asked for every menu and footer link on every render: each path is matched once. */
export function isRouteAvailable(path: string): boolean {
  let available = availability.get(path);
  if (available === undefined) {
    available = findRoute(path) !== undefined;
    availability.set(path, available);
  }
  return available;
}
