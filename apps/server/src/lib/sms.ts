import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { outboxDir } from './mailer';

/**
 * SMS. In India every commercial SMS must match a template registered on DLT (TRAI's rules), so a
 * message names its template and its variables; the text is what the template renders to, for
 * the sandbox and the logs. The sandbox writes each message to DATA_DIR/outbox as a `.sms.txt`
 * file; MSG91's Flow API sends it for real, with the DLT template each message kind is mapped to.
 */
export type SmsMessage =
  /** "{code} is your Ludo Arena password reset code…": one variable, `code`. */
  | { template: 'reset_code'; text: string; vars: { code: string } }
  /** "Ludo Arena: {title}. {link}": a notification's copy. */
  | { template: 'notice'; text: string; vars: { title: string; link: string } };

export interface SmsSender {
  readonly kind: 'sandbox' | 'msg91';
  send(to: string, message: SmsMessage): Promise<void>;
}

export interface SmsOptions {
  dataDir: string;
  provider: 'sandbox' | 'msg91';
  msg91?: { apiBase: string; authKey: string; templates: Record<SmsMessage['template'], string> };
}

export function createSmsSender(options: SmsOptions): SmsSender {
  if (options.provider === 'msg91') {
    if (!options.msg91) throw new Error('SMS_PROVIDER=msg91 needs its settings');
    return new Msg91Sms(options.msg91);
  }
  const dir = outboxDir(options.dataDir);
  return {
    kind: 'sandbox',
    send: async (to, message) => {
      await mkdir(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.sms.txt`;
      await writeFile(join(dir, name), `To: ${to}\nTemplate: ${message.template}\n\n${message.text}\n`, {
        mode: 0o600,
      });
    },
  };
}

/** Numbers as MSG91 takes them: country code and number, digits only ("919876543210"). */
export function msg91Mobile(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 10 ? `91${digits}` : digits;
}

/**
 * MSG91's Flow API: one POST per message to /api/v5/flow with the flow (DLT template) id and the
 * template's variables. A refusal (`type: error`, or an HTTP error) throws, so the caller retries.
 */
class Msg91Sms implements SmsSender {
  readonly kind = 'msg91';

  constructor(private readonly settings: NonNullable<SmsOptions['msg91']>) {}

  async send(to: string, message: SmsMessage): Promise<void> {
    const response = await fetch(`${this.settings.apiBase.replace(/\/+$/, '')}/api/v5/flow`, {
      method: 'POST',
      headers: { authkey: this.settings.authKey, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        template_id: this.settings.templates[message.template],
        short_url: '0',
        recipients: [{ mobiles: msg91Mobile(to), ...message.vars }],
      }),
      signal: AbortSignal.timeout(10_000),
    });
    let answer: { type?: string; message?: string } = {};
    try {
      answer = (await response.json()) as typeof answer;
    } catch {
      // Not JSON: judged by the status below.
    }
    if (!response.ok || answer.type !== 'success') {
      throw new Error(`MSG91 refused the SMS (${response.status}): ${answer.message ?? response.statusText}`);
    }
  }
}
