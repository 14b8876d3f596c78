import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { dltTemplate, type DltTemplate } from './msg91-sms.provider.ts';

/**
 * Which adapter each outside service uses, from the environment. The defaults are the development
 * ones (outboxes, sandboxes); a real gateway is chosen by name and must bring its credentials, each
 * missing one named. Production refuses the SMS outbox (see worker/main.ts): no code would reach a parent.
 */
const providerEnv = z.object({
  SMS_PROVIDER: z.enum(['outbox', 'msg91'], { error: 'SMS_PROVIDER must be outbox or msg91' }).default('outbox'),
  MSG91_BASE_URL: z.url('MSG91_BASE_URL must be a URL').default('https://control.msg91.com'),
  MSG91_AUTH_KEY: z.string().optional(),
  MSG91_SENDER_ID: z.string().optional(),
  // A JSON file of the DLT templates registered for our texts (docs/dlt-sms-templates.json lists them).
  SMS_DLT_TEMPLATES_FILE: z.string().optional(),
  EMAIL_PROVIDER: z.enum(['outbox', 'smtp'], { error: 'EMAIL_PROVIDER must be outbox or smtp' }).default('outbox'),
  SMTP_URL: z.string().optional(),
  EMAIL_FROM: z.string().optional(),
  SMTP_REQUIRE_TLS: z.enum(['true', 'false']).default('true').transform((value) => value === 'true'),
}).superRefine((env, ctx) => {
  const need = (name: keyof typeof env, message: string) => {
    if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message });
  };
  if (env.SMS_PROVIDER === 'msg91') {
    need('MSG91_AUTH_KEY', 'MSG91_AUTH_KEY is required with SMS_PROVIDER=msg91 (the authkey of the MSG91 account)');
    need('SMS_DLT_TEMPLATES_FILE', 'SMS_DLT_TEMPLATES_FILE is required with SMS_PROVIDER=msg91 (a JSON file of the registered DLT templates)');
    if (!/^[A-Z]{6}$/.test(env.MSG91_SENDER_ID ?? '')) {
      ctx.addIssue({ code: 'custom', path: ['MSG91_SENDER_ID'], message: 'MSG91_SENDER_ID must be the 6-letter DLT header, e.g. FEESTU' });
    }
  }
  if (env.EMAIL_PROVIDER === 'smtp') {
    if (!/^smtps?:\/\//.test(env.SMTP_URL ?? '')) ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'SMTP_URL is required with EMAIL_PROVIDER=smtp, as smtp://user:password@host:587 or smtps://…:465' });
    if (!/@/.test(env.EMAIL_FROM ?? '')) ctx.addIssue({ code: 'custom', path: ['EMAIL_FROM'], message: 'EMAIL_FROM is required with EMAIL_PROVIDER=smtp, e.g. "FeeSetu <no-reply@example.in>"' });
  }
});

export type ProviderConfig = z.infer<typeof providerEnv> & { dltTemplates: DltTemplate[] };

/** The providers' settings; every problem is named at once. */
export function loadProviderConfig(env: NodeJS.ProcessEnv): ProviderConfig {
  const parsed = providerEnv.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Provider configuration is invalid: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  let dltTemplates: DltTemplate[] = [];
  if (parsed.data.SMS_PROVIDER === 'msg91' && parsed.data.SMS_DLT_TEMPLATES_FILE) {
    const file = parsed.data.SMS_DLT_TEMPLATES_FILE;
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new Error(`Provider configuration is invalid: SMS_DLT_TEMPLATES_FILE: cannot read ${file} as JSON (${(error as Error).message})`, { cause: error });
    }
    const templates = z.array(dltTemplate).min(1).safeParse(raw);
    if (!templates.success) {
      throw new Error(`Provider configuration is invalid: SMS_DLT_TEMPLATES_FILE ${file}: ${templates.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    }
    dltTemplates = templates.data;
  }
  return { ...parsed.data, dltTemplates };
}
