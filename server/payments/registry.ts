import type { AppConfig } from '../config';
import type { DbOrTx } from '../db/client';
import { PhonePeProvider } from './phonepe';
import type { PaymentProvider } from './provider';
import { SimulatorProvider } from './simulator';

/**
 * One payment provider per app (keyed by its config object), so the PhonePe token cache is shared by all
 * requests of an instance. The provider is chosen by PAYMENT_PROVIDER.
 */
const providers = new WeakMap<AppConfig, PaymentProvider>();

export function paymentProviderFor(app: { config: AppConfig; db: DbOrTx }): PaymentProvider {
  let provider = providers.get(app.config);
  if (!provider) {
    provider = createPaymentProvider(app.config, app.db);
    providers.set(app.config, provider);
  }
  return provider;
}

/** Replaces an app's provider (tests: a PhonePe client with a short timeout). */
export function setPaymentProvider(app: { config: AppConfig }, provider: PaymentProvider): void {
  providers.set(app.config, provider);
}

export function createPaymentProvider(config: AppConfig, db: DbOrTx): PaymentProvider {
  if (config.payment.provider === 'phonepe') {
    const p = config.payment.phonepe;
    if (!p.clientId || !p.clientSecret)
      throw new Error('PhonePe needs PHONEPE_CLIENT_ID and PHONEPE_CLIENT_SECRET');
    return new PhonePeProvider({
      clientId: p.clientId,
      clientSecret: p.clientSecret,
      clientVersion: p.clientVersion,
      env: p.env,
      baseUrl: p.baseUrl,
      webhookUsername: p.webhookUsername,
      webhookPassword: p.webhookPassword,
      timeoutMs: config.timeouts.phonepeMs,
    });
  }
  return new SimulatorProvider(db, config.publicUrl);
}
