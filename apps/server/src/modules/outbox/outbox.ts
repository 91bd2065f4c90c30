import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { OutboxMessage } from '@ludo/shared/admin/outbox.schemas';
import { outboxDir } from '../../lib/mailer';

/** At most this many of the newest messages are listed. */
const LIST_LIMIT = 200;

/** Reset links and codes, hidden from the admin's view (they would open the player's account). */
export function redactSecrets(text: string): string {
  return text
    .replace(/(reset-password\?token=)[A-Za-z0-9_%=-]+/g, '$1[hidden]')
    .replace(/\b[A-Z0-9]{4}-[A-Z0-9]{4}\b(?= is your)/g, '[hidden]');
}

function headerOf(text: string, name: string): string {
  const match = new RegExp(`^${name}: (.*)$`, 'm').exec(text);
  return match?.[1]?.trim() ?? '';
}

/** Undoes RFC 2047 encoded words ("=?UTF-8?Q?Join_request_=C2=B7?="), enough for a subject line. */
function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_all, encoding: string, body: string) => {
    if (encoding.toLowerCase() === 'b') return Buffer.from(body, 'base64').toString('utf8');
    const bytes = body.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => `%${hex}`);
    try {
      return decodeURIComponent(bytes);
    } catch {
      return body;
    }
  });
}

/** The outbox's messages, newest first. */
export async function listOutbox(dataDir: string): Promise<OutboxMessage[]> {
  const dir = outboxDir(dataDir);
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const newest = names
    .filter((name) => name.endsWith('.eml') || name.endsWith('.sms.txt'))
    .sort()
    .reverse()
    .slice(0, LIST_LIMIT);
  const out: OutboxMessage[] = [];
  for (const name of newest) {
    const path = join(dir, name);
    const [text, info] = [await readFile(path, 'utf8'), await stat(path)];
    const sms = name.endsWith('.sms.txt');
    out.push({
      name,
      channel: sms ? 'sms' : 'email',
      to: headerOf(text, 'To'),
      subject: sms
        ? redactSecrets(text.split('\n\n')[1]?.trim() ?? '').slice(0, 80)
        : decodeWords(headerOf(text, 'Subject')),
      createdAt: info.mtime.toISOString(),
    });
  }
  return out;
}

/** One message as text, secrets hidden; null when there is no such file. */
export async function readOutboxMessage(dataDir: string, name: string): Promise<string | null> {
  // The name was checked against a plain file-name pattern: no separators, so it stays in the folder.
  try {
    const text = await readFile(join(outboxDir(dataDir), name), 'utf8');
    return redactSecrets(text.replace(/=\r?\n/g, '').replace(/=3D/g, '='));
  } catch {
    return null;
  }
}
