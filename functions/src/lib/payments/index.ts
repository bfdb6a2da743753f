import { adminDb } from '../admin';
import { scheduleSandboxWebhooks } from '../../jobs/sandboxWebhooks';
import type { PaymentGateway } from './gateway';
import { createSandboxGateway } from './sandbox';

/**
 * The payment gateway of this deployment. The project ships the sandbox only (no real money
 * moves, issue 15); a real adapter (CinetPay, MTN MoMo, …) implementing `PaymentGateway` would
 * be chosen here from the environment, and nothing else would change.
 */
let gateway: PaymentGateway | null = null;

export function paymentGateway(): PaymentGateway {
  gateway ??= createSandboxGateway({ db: adminDb(), scheduleWebhooks: scheduleSandboxWebhooks });
  return gateway;
}
