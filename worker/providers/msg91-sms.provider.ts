import { z } from 'zod';
import type { SmsProvider } from './sms.provider.ts';

/**
 * One SMS template as registered on India's DLT platform and with MSG91. `text` is the registered
 * wording with `{#var#}` where the message varies, exactly as DLT scrubs it; MSG91 fills the same
 * places from VAR1, VAR2 … of its template `templateId`, which carries the DLT template id.
 */
export const dltTemplate = z.object({
  name: z.string().min(1),
  templateId: z.string().min(1, 'the MSG91 template id'),
  dltTemplateId: z.string().regex(/^[0-9]{15,25}$/, 'a DLT template id is 15 to 25 digits'),
  text: z.string().min(1),
}).strict();
export type DltTemplate = z.infer<typeof dltTemplate>;

export interface Msg91Options {
  /** MSG91's API origin; tests point it at a local server that replays recorded answers. */
  baseUrl: string;
  authKey: string;
  /** The 6-letter DLT header (sender id). */
  senderId: string;
  templates: readonly DltTemplate[];
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Which registered template a text is, and the values of its variables (DLT allows up to 30 characters each). */
export function matchTemplate(templates: readonly DltTemplate[], text: string): { template: DltTemplate; values: string[] } | null {
  for (const template of templates) {
    const pattern = new RegExp(`^${template.text.split('{#var#}').map(escapeRegExp).join('(.{1,30}?)')}$`, 's');
    const found = pattern.exec(text);
    if (found) return { template, values: found.slice(1) };
  }
  return null;
}

const msg91Answer = z.object({ type: z.string(), message: z.string() });

/**
 * MSG91's SMS API (v5 "flow": POST /api/v5/flow/ with the `authkey` header; answers
 * `{ type: 'success', message: <request id> }` or `{ type: 'error', message: <reason> }`). India's DLT
 * rules let only registered templates through, so each text is matched to its template here and sent
 * as that template's variables; a text that matches none is refused before it leaves.
 */
export function createMsg91SmsProvider(options: Msg91Options): SmsProvider {
  const doFetch = options.fetch ?? fetch;
  return {
    async send({ messageKey, to, text }) {
      const matched = matchTemplate(options.templates, text);
      if (!matched) throw new Error(`SMS ${messageKey} matches no registered DLT template; register its wording (docs/dlt-sms-templates.json)`);
      const recipient: Record<string, string> = { mobiles: to.replace(/^\+/, '') };
      matched.values.forEach((value, i) => { recipient[`VAR${i + 1}`] = value; });
      const response = await doFetch(new URL('/api/v5/flow/', options.baseUrl), {
        method: 'POST',
        headers: { authkey: options.authKey, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ template_id: matched.template.templateId, sender: options.senderId, short_url: '0', recipients: [recipient] }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      const raw: unknown = await response.json().catch(() => null);
      const answer = msg91Answer.safeParse(raw);
      if (!response.ok || !answer.success || answer.data.type !== 'success') {
        // Retried by the job (then its dead-letter queue): a refusal names its reason in the job's error.
        throw new Error(`MSG91 did not take SMS ${messageKey}: ${answer.success ? answer.data.message : `HTTP ${response.status}`}`);
      }
    },
  };
}
