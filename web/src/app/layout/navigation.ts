import { CORE_CATEGORY_SLUGS } from '@marketplace/domain';

/** A menu or footer entry: a French path and the `common` key of its label. */
export interface NavLinkItem {
  path: string;
  labelKey: string;
}

export interface NavGroup {
  titleKey: string;
  items: NavLinkItem[];
}

/** Spec §2: the Services dropdown and its three groups. */
export const SERVICES_MENU: NavGroup[] = [
  {
    titleKey: 'nav.services.discover',
    items: [
      { path: '/services', labelKey: 'nav.services.browseAll' },
      { path: '/recommendations', labelKey: 'nav.services.recommendations' },
    ],
  },
  {
    titleKey: 'nav.services.request',
    items: [{ path: '/smart-quotation', labelKey: 'nav.services.requestQuote' }],
  },
  {
    titleKey: 'nav.services.management',
    items: [{ path: '/category-management', labelKey: 'nav.services.categories' }],
  },
];

/** Spec §2: the user menu's entries (logout is an action, added by the menu itself). */
export const USER_MENU: NavLinkItem[] = [
  { path: '/profile', labelKey: 'nav.user.profile' },
  { path: '/messages', labelKey: 'nav.user.messages' },
  { path: '/notifications', labelKey: 'nav.user.notifications' },
  { path: '/sales-dashboard', labelKey: 'nav.user.salesDashboard' },
  { path: '/smart-quotation', labelKey: 'nav.user.requestQuote' },
  { path: '/quotation-orders', labelKey: 'nav.user.quotesAndOrders' },
  { path: '/provider-quotation-access', labelKey: 'nav.user.providerAccess' },
  { path: '/mes-reservations', labelKey: 'nav.user.myBookings' },
  { path: '/provider-bookings', labelKey: 'nav.user.providerBookings' },
  { path: '/provider-verification', labelKey: 'nav.user.verification' },
  { path: '/service-scheduling', labelKey: 'nav.user.bookNow' },
  { path: '/settings', labelKey: 'nav.user.settings' },
  // Admins only (visibleLinks): the admin dashboard, what the mail and SMS outboxes hold, and
  // every payment.
  { path: '/admin', labelKey: 'nav.user.admin' },
  { path: '/admin/outbox', labelKey: 'nav.user.outbox' },
  { path: '/admin/payments', labelKey: 'nav.user.payments' },
];

export const AUTH_LINKS = {
  login: { path: '/auth', labelKey: 'nav.login' },
  register: { path: '/register', labelKey: 'nav.register' },
} satisfies Record<string, NavLinkItem>;

export const HOW_IT_WORKS: NavLinkItem = { path: '/how-it-works', labelKey: 'nav.howItWorks' };
export const ABOUT: NavLinkItem = { path: '/about', labelKey: 'nav.about' };
export const DEMOS: NavLinkItem = { path: '/demo-overview', labelKey: 'nav.demos' };

/** Spec §2: the footer's links. */
export const FOOTER_LINKS: NavLinkItem[] = [
  { path: '/services', labelKey: 'footer.links.services' },
  HOW_IT_WORKS,
  ABOUT,
  AUTH_LINKS.register,
  { path: '/smart-quotation', labelKey: 'footer.links.smartQuotation' },
  { path: '/privacy', labelKey: 'footer.links.privacy' },
  { path: '/terms', labelKey: 'footer.links.terms' },
];

export const FOOTER_CATEGORY_LINKS: NavLinkItem[] = CORE_CATEGORY_SLUGS.map((slug) => ({
  path: `/services?category=${slug}`,
  labelKey: `footer.categories.${slug}`,
}));

export const INFO_LINKS: NavLinkItem[] = [
  { path: '/payment-methods', labelKey: 'footer.links.paymentMethods' },
  { path: '/mobile-money-guide', labelKey: 'footer.links.mobileMoneyGuide' },
  { path: '/transaction-calculator', labelKey: 'footer.links.transactionCalculator' },
];
