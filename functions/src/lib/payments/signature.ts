import { createHmac, timingSafeEqual } from 'node:crypto';
import { HttpError } from '../errors';

/**
 * The sandbox operator's webhook signature (issue 15): header `x-sandbox-signature` = hex
 * HMAC-SHA256 of the exact raw body with `SANDBOX_WEBHOOK_SECRET`, as CinetPay's `x-token` and
 * Paystack's `x-paystack-signature` sign theirs.
 */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/**
 * The secret of development and tests (emulators, unit and integration tests sign with it).
 * A deployed function refuses to sign or check without `SANDBOX_WEBHOOK_SECRET`: with a public
 * default anyone could post "signed" webhooks (harmless to the money, since the handler only
 * trusts `verify`, but noise in every payment's history).
 */
export const DEV_SANDBOX_WEBHOOK_SECRET = 'dev-sandbox-webhook-secret-not-for-production';

const deployed = (env: NodeJS.ProcessEnv) =>
  Boolean(env.K_SERVICE) && env.FUNCTIONS_EMULATOR !== 'true';

/** The webhooks' key: `SANDBOX_WEBHOOK_SECRET`, or the development default. */
export function sandboxWebhookSecret(env: NodeJS.ProcessEnv = process.env): string {
  const secret = env.SANDBOX_WEBHOOK_SECRET?.trim();
  if (secret) return secret;
  if (deployed(env)) {
    throw new HttpError(503, 'webhooks_unavailable', 'Sandbox webhooks are not configured');
  }
  return DEV_SANDBOX_WEBHOOK_SECRET;
}

/** Hex HMAC-SHA256 of `body` (the exact bytes sent). */
export function signWebhookBody(
  body: Buffer | string,
  secret: string = sandboxWebhookSecret(),
): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/** Whether `signature` is the hex HMAC of exactly `body` (constant-time comparison). */
export function webhookSignatureValid(
  body: Buffer | string,
  signature: string | undefined,
  secret: string = sandboxWebhookSecret(),
): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(signWebhookBody(body, secret), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
