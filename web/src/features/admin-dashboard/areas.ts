/** The queues whose length the dashboard shows (see api.ts). */
export const COUNTED_QUEUES = ['verification', 'criminalRecords', 'reportedBookings'] as const;
export type CountedQueue = (typeof COUNTED_QUEUES)[number];

export interface AdminArea {
  /** The key of its texts (`areas.{id}.title` / `.text`). */
  id: string;
  /** The French path (LocalizedLink adds /en). */
  path: string;
  /** Its queue, when it has one worth counting. */
  queue?: CountedQueue;
}

export interface AdminAreaGroup {
  id: string;
  areas: AdminArea[];
}

/** Every admin area, grouped as an admin works: people, content, activity, the platform. */
export const ADMIN_AREAS: AdminAreaGroup[] = [
  {
    id: 'people',
    areas: [
      { id: 'users', path: '/admin/users' },
      { id: 'verification', path: '/admin/verification', queue: 'verification' },
      { id: 'criminalRecords', path: '/admin/criminal-records', queue: 'criminalRecords' },
    ],
  },
  {
    id: 'content',
    areas: [
      { id: 'content', path: '/admin/content' },
      { id: 'categories', path: '/category-management' },
      { id: 'reviews', path: '/admin/reviews' },
    ],
  },
  {
    id: 'activity',
    areas: [
      { id: 'quotes', path: '/quotation-management' },
      { id: 'bookings', path: '/admin/bookings', queue: 'reportedBookings' },
      { id: 'payments', path: '/admin/payments' },
    ],
  },
  {
    id: 'platform',
    areas: [
      { id: 'analytics', path: '/admin/analytics' },
      { id: 'system', path: '/admin/system' },
      { id: 'outbox', path: '/admin/outbox' },
      { id: 'selfTest', path: '/admin/test' },
      { id: 'aiDemo', path: '/admin/ai-demo' },
    ],
  },
];
