import type { Pool } from '../../db/pool.ts';
import { createEmailOutboxRepository } from '../../db/repositories/email-outbox.repository.ts';
import { createMessageDeliveryRepository } from '../../db/repositories/message-delivery.repository.ts';
import { createSmsOutboxRepository } from '../../db/repositories/sms-outbox.repository.ts';
import type { VerificationProviders } from '../activities/wizard-checks.activities.ts';
import { withDeliveryLedger } from './delivery-ledger.ts';
import { createOutboxEmailProvider, type EmailProvider } from './email.provider.ts';
import { createMsg91SmsProvider } from './msg91-sms.provider.ts';
import type { ProviderConfig } from './provider-config.ts';
import { createOutboxSmsProvider, type SmsProvider } from './sms.provider.ts';
import { createSmtpEmailProvider } from './smtp-email.provider.ts';
import { createSandboxVerificationProviders } from './verification-providers.ts';

/** The adapters of this deployment, chosen by configuration, and the sandbox ones still among them. */
export interface ProviderRegistry {
  sms: SmsProvider;
  email: EmailProvider;
  verification: VerificationProviders;
  /** Names of the sandbox or outbox adapters in use (production mode refuses those it was not told to accept). */
  sandboxInUse: string[];
  close(): Promise<void>;
}

// Services that have only their sandbox adapter so far; real ones plug in here the same way.
const SANDBOX_ONLY = ['payments', 'credit-bureau', 'pan', 'gstin', 'bank-account', 'itr', 'utility-bill', 'gst-returns'];

export function createProviderRegistry(config: ProviderConfig, deps: { pool: Pool }): ProviderRegistry {
  const ledger = createMessageDeliveryRepository(deps.pool);
  const closers: (() => Promise<void> | void)[] = [];
  const sandboxInUse = [...SANDBOX_ONLY];

  let sms: SmsProvider;
  if (config.SMS_PROVIDER === 'msg91') {
    sms = withDeliveryLedger('sms', 'msg91', ledger, createMsg91SmsProvider({
      baseUrl: config.MSG91_BASE_URL, authKey: config.MSG91_AUTH_KEY!, senderId: config.MSG91_SENDER_ID!, templates: config.dltTemplates,
    }));
  } else {
    sms = createOutboxSmsProvider(createSmsOutboxRepository(deps.pool));
    sandboxInUse.push('sms');
  }

  let email: EmailProvider;
  if (config.EMAIL_PROVIDER === 'smtp') {
    const smtp = createSmtpEmailProvider({ url: config.SMTP_URL!, from: config.EMAIL_FROM!, requireTls: config.SMTP_REQUIRE_TLS });
    closers.push(() => smtp.close());
    email = withDeliveryLedger('email', 'smtp', ledger, smtp);
  } else {
    email = createOutboxEmailProvider(createEmailOutboxRepository(deps.pool));
    sandboxInUse.push('email');
  }

  const verification = createSandboxVerificationProviders();
  sandboxInUse.push('kyc-ocr');

  return {
    sms, email, verification, sandboxInUse,
    async close() {
      for (const close of closers) await close();
    },
  };
}
