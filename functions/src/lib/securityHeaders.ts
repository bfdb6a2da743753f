/**
 * The security headers of every api answer. Hosting's header rules leave `/api/**` alone (see
 * firebase.json), so the api sends its own: a JSON answer needs no policy beyond "load nothing,
 * frame nowhere". A route serving a file or a page sets its own `Content-Security-Policy` over
 * this one (`sandbox` for verification documents, the hosted checkout's page policy).
 */
export const API_SECURITY_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
} as const;
