import {
  COUNTRY_NAMES,
  calculateTransaction,
  formatFCFA,
  isOpenPaymentStatus,
  type PaymentView,
} from '@marketplace/domain';
import {
  DEFAULT_HOSTED_COUNTRY,
  HOSTED_COUNTRIES,
  HOSTED_METHODS,
  type HostedFieldError,
  type HostedForm,
  type HostedMethod,
} from './form';
import { HOSTED_TEXTS, errorText, type HostedLang } from './texts';

/**
 * The hosted checkout's HTML (the "Anka Pay" page): self-contained, no script, no external
 * asset. Every interpolated value goes through `markup`'s escaping; only fragments built by
 * `markup` itself are inserted as they are. (The tag is not named `html`: Prettier would
 * reformat the templates as HTML and move their placeholders.)
 */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

type Part = SafeHtml | string | number | null | undefined | false | readonly Part[];

function render(part: Part): string {
  if (part === null || part === undefined || part === false) return '';
  if (part instanceof SafeHtml) return part.value;
  if (Array.isArray(part)) return part.map(render).join('');
  return escapeHtml(String(part as string | number));
}

/** A template whose interpolations are escaped (arrays and `markup` fragments are joined as is). */
export function markup(strings: TemplateStringsArray, ...parts: Part[]): SafeHtml {
  return new SafeHtml(strings.reduce((out, text, i) => out + render(parts[i - 1]) + text));
}
/** Trusted markup: only for this file's constants. */
const raw = (text: string) => new SafeHtml(text);
const EMPTY = raw('');

/** Only inline styles, and forms posting back here: no script can run on this page. */
export const HOSTED_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'none'; form-action 'self'; " +
  "base-uri 'none'; frame-ancestors 'none'";

const STYLE = raw(`
*{box-sizing:border-box}
body{margin:0;font-family:"Trebuchet MS",Verdana,sans-serif;background:#0f2a24;color:#16302b}
.wrap{max-width:460px;margin:0 auto;padding:16px}
.brand{display:flex;align-items:center;gap:10px;color:#f6c445;padding:8px 0 16px}
.logo{width:38px;height:38px;border-radius:50%;background:#f6c445;color:#0f2a24;display:flex;
align-items:center;justify-content:center;font-weight:800;font-size:20px}
.brand b{font-size:22px;letter-spacing:.5px}.brand small{display:block;color:#cfe3dc;font-size:12px}
.card{background:#fffdf6;border-radius:14px;padding:18px;box-shadow:0 6px 24px rgba(0,0,0,.3)}
.row{display:flex;justify-content:space-between;gap:8px;padding:4px 0}
.total{font-weight:800;font-size:20px;border-top:1px dashed #c9bfa3;margin-top:6px;padding-top:8px}
h1{font-size:20px;margin:0 0 12px}h2{font-size:16px;margin:18px 0 8px}
fieldset{border:0;padding:0;margin:0}
.method{display:flex;justify-content:space-between;align-items:center;border:2px solid #e3dcc6;
border-radius:10px;padding:10px 12px;margin:6px 0;cursor:pointer}
.method input{margin-right:8px}.method .fee{color:#5b6b66;font-size:13px}
.field{display:block;margin:10px 0 4px;font-weight:600;font-size:14px}
input[type=text],select{width:100%;padding:10px;border:1px solid #b9b09a;border-radius:8px;
font-size:16px}
.pair{display:flex;gap:8px}.pair>div{flex:1}
.hint{color:#5b6b66;font-size:12px;margin:4px 0}
.error{background:#fde8e4;color:#8a1c0c;border-radius:8px;padding:8px 10px;margin:8px 0;font-size:14px}
button{width:100%;margin-top:16px;padding:14px;border:0;border-radius:10px;background:#b8541a;
color:#fff;font-size:17px;font-weight:700;cursor:pointer}
button.secondary{background:#4a5955}
.phone{background:#1d1d1f;color:#e8f5e9;border-radius:18px;padding:14px;margin:12px 0;font-size:14px}
.phone small{display:block;color:#aab;margin-bottom:6px}
.bank{border:2px solid #234e9a;border-radius:10px;padding:12px;margin-top:12px}
.bank h2{color:#234e9a;margin-top:0}
.status{font-size:18px;font-weight:700;margin:6px 0}
.foot{color:#cfe3dc;font-size:12px;text-align:center;padding:14px 0}
a{color:#b8541a}
`);

function page(lang: HostedLang, body: SafeHtml, head: SafeHtml = EMPTY): string {
  const t = HOSTED_TEXTS[lang];
  return `<!doctype html>${markup`<html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">${head}
<title>${t.htmlTitle}</title><style>${STYLE}</style></head>
<body><div class="wrap"><header class="brand"><span class="logo" aria-hidden="true">A</span>
<div><b>Anka Pay</b><small>${t.tagline}</small></div></header>
<main class="card">${body}</main>
<footer class="foot">${t.secured}<br>${t.sandbox}</footer></div></body></html>`}`;
}

/** What the session needs for its pages. */
export interface HostedPageSession {
  id: string;
  priceFCFA: number;
  lang: HostedLang;
  returnUrl: string;
}

/** The amount the payer is charged with `method` (the fee schedule, customer pays the fees). */
export function hostedTotal(priceFCFA: number, method: HostedMethod): number {
  const result = calculateTransaction({
    amountFCFA: priceFCFA,
    methodId: method,
    feePayer: 'customer',
  });
  return result.ok ? result.value.totalPaidByCustomerFCFA : priceFCFA;
}

function summary(session: HostedPageSession, method: HostedMethod | null) {
  const t = HOSTED_TEXTS[session.lang];
  const total = method ? hostedTotal(session.priceFCFA, method) : null;
  const fees =
    total !== null &&
    markup`<div class="row"><span>${t.fees}</span><span>${formatFCFA(total - session.priceFCFA)}</span></div>
<div class="row total"><span>${t.total}</span><span>${formatFCFA(total)}</span></div>`;
  return markup`<div class="row"><span>${t.merchant}</span><b>${t.merchantName}</b></div>
<div class="row"><span>${t.price}</span><span>${formatFCFA(session.priceFCFA)}</span></div>${fees}`;
}

const field = (name: string, label: string, value: string | undefined, extra: SafeHtml = EMPTY) =>
  markup`<label class="field" for="${name}">${label}</label>
<input type="text" id="${name}" name="${name}" value="${value ?? ''}" ${extra}>`;

const checked = (on: boolean) => (on ? raw(' checked') : EMPTY);
const selected = (on: boolean) => (on ? raw(' selected') : EMPTY);

/** The payment form: the amount with each method's total, the method, the phone or card fields. */
export function renderCheckoutPage(
  session: HostedPageSession,
  options: {
    form?: Partial<HostedForm>;
    errors?: readonly HostedFieldError[];
    errorCode?: string;
  } = {},
): string {
  const t = HOSTED_TEXTS[session.lang];
  const form = options.form ?? {};
  const errors = new Set(options.errors ?? []);
  const chosen = form.method ?? 'orange_money';
  const country = form.country ?? DEFAULT_HOSTED_COUNTRY;
  const methods = HOSTED_METHODS.map(
    (method) => markup`<label class="method"><span><input type="radio" name="method" value="${
      method
    }"${checked(method === chosen)}>${t.methods[method]}</span>
<span class="fee">${formatFCFA(hostedTotal(session.priceFCFA, method))}</span></label>`,
  );
  const countries = HOSTED_COUNTRIES.map(
    (code) =>
      markup`<option value="${code}"${selected(code === country)}>${
        COUNTRY_NAMES[code][session.lang]
      }</option>`,
  );
  const problem = (key: HostedFieldError) =>
    errors.has(key) && markup`<p class="error" role="alert">${t.fields[key]}</p>`;
  const apiError =
    options.errorCode &&
    markup`<p class="error" role="alert">${errorText(session.lang, options.errorCode)}</p>`;
  // Card number and CVC are never written back into the page.
  return page(
    session.lang,
    markup`<h1>${t.chooseMethod}</h1>${summary(session, null)}${apiError}
<form method="post" action="${`${session.id}/pay`}" autocomplete="off">
<fieldset><legend class="field">${t.chooseMethod}</legend>${methods}</fieldset>${problem('method')}
<label class="field" for="country">${t.country}</label>
<select id="country" name="country">${countries}</select>
<h2>${t.phone}</h2>${field('phone', t.phone, form.phone, raw('inputmode="tel"'))}
<p class="hint">${t.phoneHint}</p>${problem('phone')}
<h2>${t.methods.card}</h2>${field('cardNumber', t.cardNumber, undefined, raw('inputmode="numeric"'))}
<div class="pair"><div>${field('cardExpiry', t.cardExpiry, form.cardExpiry)}</div>
<div>${field('cardCvc', t.cardCvc, undefined, raw('inputmode="numeric"'))}</div></div>
${field('cardHolder', t.cardHolder, form.cardHolder)}
<p class="hint">${t.cardHint}</p>${problem('card')}
<button type="submit">${t.pay}</button></form>`,
  );
}

/** Every 2 s the browser asks again: the page then shows the new state or redirects. */
const REFRESH = raw('<meta http-equiv="refresh" content="2">');

/**
 * While the attempt is open: the countdown, the simulated phone's screen, the Orange code form
 * or the bank's 3-D Secure page. The page reloads every 2 s (no script) except while it waits
 * for the payer's input.
 */
export function renderWaitingPage(
  session: HostedPageSession,
  payment: PaymentView,
  now: Date,
  options: { codeError?: boolean } = {},
): string {
  const t = HOSTED_TEXTS[session.lang];
  const method = HOSTED_METHODS.find((candidate) => candidate === payment.method) ?? null;
  const seconds = payment.expiresAt
    ? Math.max(0, Math.ceil((Date.parse(payment.expiresAt) - now.getTime()) / 1000))
    : null;
  const phone = payment.sandboxPhone;
  const asksCode = payment.status === 'awaiting_customer' && payment.method === 'orange_money';
  const challenge = payment.status === 'challenge';
  const codeForm =
    asksCode &&
    markup`${options.codeError && markup`<p class="error" role="alert">${t.fields.code}</p>`}
<form method="post" action="${`${session.id}/code`}" autocomplete="off">
${field('code', t.codeLabel, undefined, raw('inputmode="numeric" maxlength="6"'))}
<button type="submit">${t.codeSubmit}</button></form>`;
  const answer = (approve: boolean, label: string, style: SafeHtml) =>
    markup`<form method="post" action="${`${session.id}/challenge`}">
<input type="hidden" name="approve" value="${String(approve)}">
<button type="submit"${style}>${label}</button></form>`;
  const bank =
    challenge &&
    markup`<section class="bank"><h2>${t.challengeTitle}</h2><p>${t.challengeText}</p>
${answer(true, t.approve, EMPTY)}${answer(false, t.refuse, raw(' class="secondary"'))}</section>`;
  const body = markup`<h1>${t.waitingTitle}</h1>${summary(session, method)}
<p class="status" role="status">${
    payment.status === 'awaiting_customer' ? t.approveOnPhone : t.processing
  }</p>
${seconds !== null && markup`<p>${t.countdown(seconds)}</p>`}
${phone && markup`<div class="phone"><small>${t.phoneScreen}</small>${phone.message}</div>`}
${codeForm}${bank}${!asksCode && !challenge && markup`<p class="hint">${t.autoRefresh}</p>`}`;
  // Typing a code or answering the bank must not be interrupted by a reload.
  return page(session.lang, body, asksCode || challenge ? EMPTY : REFRESH);
}

/** Where the merchant's page learns the outcome (it asks the api; the query carries only the id). */
export const returnLocation = (session: { id: string; returnUrl: string }) =>
  `${session.returnUrl}?session=${encodeURIComponent(session.id)}`;

/** A settled attempt: a short note while the browser follows the 303 to the merchant. */
export function renderSettledPage(session: HostedPageSession, payment: PaymentView): string {
  const t = HOSTED_TEXTS[session.lang];
  const reason = payment.failureReason ? ` (${t.reasons[payment.failureReason]})` : '';
  const note = isOpenPaymentStatus(payment.status) ? t.processing : t.settled[payment.status];
  return page(
    session.lang,
    markup`<p class="status" role="status">${note}${reason}</p>
<p><a href="${returnLocation(session)}">${t.back}</a></p>`,
  );
}

/** An error, in the session's language (the browser's when no session is known). */
export function renderErrorPage(lang: HostedLang, code: string, backUrl: string | null): string {
  const t = HOSTED_TEXTS[lang];
  return page(
    lang,
    markup`<h1>${t.errorTitle}</h1><p class="error" role="alert">${errorText(lang, code)}</p>
${backUrl && markup`<p><a href="${backUrl}">${t.back}</a></p>`}`,
  );
}
