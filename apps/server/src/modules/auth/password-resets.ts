import { createHash, randomBytes } from 'node:crypto';
import { BRAND_NAME } from '@ludo/shared/brand';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { passwordResets, users } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { translator } from '../../lib/i18n';
import type { Mailer } from '../../lib/mailer';
import type { SmsSender } from '../../lib/sms';
import type { AuthCache } from '../../plugins/auth-cache';
import { findUserByEmailOrPhone } from '../users/users.repository';
import { languageOf } from '../users/users.service';
import { normalizeIdentifier } from './auth.service';
import { COMMON_PASSWORD_MESSAGE, hashPassword, isCommonPassword } from './passwords';
import { revokeUserSessions } from './sessions';

/**
 * "Forgot password?" (docs/decisions/0014). Asked with an email address, a single-use link goes
 * to that address; asked with a phone number, a short code goes by SMS. Only the token's SHA-256
 * is stored; a link lives 30 minutes, a code 15. The answer is the same whether or not the
 * account exists, and a reset ends every session of the account. The mail and the SMS are in the
 * account's language (Settings).
 */

export const RESET_REQUESTED_MESSAGE =
  'If an account matches, we have sent instructions to reset your password. Check your email or SMS.';
export const RESET_INVALID_MESSAGE = 'This reset link or code is invalid or has expired. Ask for a new one.';
const LINK_TTL_MS = 30 * 60_000;
const CODE_TTL_MS = 15 * 60_000;
/** Resets sent to one account per hour, whoever asks: more are silently not sent. */
const PER_ACCOUNT_PER_HOUR = 3;
/** Codes are typed from an SMS: letters and digits without look-alikes. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A code as typed: case and spaces or dashes between groups do not matter. */
export const normalizeResetToken = (token: string) =>
  /^[A-Za-z0-9]{4}[\s-]?[A-Za-z0-9]{4}$/.test(token.trim())
    ? token.trim().replace(/[\s-]/g, '').toUpperCase()
    : token.trim();

function newCode(): string {
  const bytes = randomBytes(8);
  return Array.from(bytes, (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('');
}

export class PasswordResets {
  constructor(
    private readonly db: Database,
    private readonly mailer: Mailer,
    private readonly sms: SmsSender,
    private readonly authCache: AuthCache,
    private readonly publicUrl: string,
  ) {}

  /** Sends a link (email typed) or a code (phone typed) if the account exists; never says whether it does. */
  async request(identifier: string): Promise<void> {
    const typed = normalizeIdentifier(identifier);
    const byEmail = typed.includes('@');
    const user = await findUserByEmailOrPhone(this.db, byEmail ? { email: typed } : { phone: typed });
    if (!user || user.status === 'suspended') return;
    const [recent] = await this.db
      .select({ n: count() })
      .from(passwordResets)
      .where(and(eq(passwordResets.userId, user.id), gt(passwordResets.createdAt, sql`now() - interval '1 hour'`)));
    if ((recent?.n ?? 0) >= PER_ACCOUNT_PER_HOUR) return;
    const token = byEmail ? randomBytes(32).toString('base64url') : newCode();
    await this.db.insert(passwordResets).values({
      userId: user.id,
      tokenHash: hashToken(token),
      channel: byEmail ? 'email' : 'sms',
      expiresAt: new Date(Date.now() + (byEmail ? LINK_TTL_MS : CODE_TTL_MS)),
    });
    const t = translator(await languageOf(this.db, user.id));
    const brand = BRAND_NAME;
    if (byEmail) {
      const link = `${this.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
      const greeting = t('auth.reset.email.greeting', { name: user.fullName });
      const asked = t('auth.reset.email.asked', { brand });
      const notYou = t('auth.reset.email.notYou');
      await this.mailer.send({
        to: user.email,
        subject: t('auth.reset.email.subject', { brand }),
        text: `${greeting}\n\n${asked}\n\n${link}\n\n${notYou}\n`,
        html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(asked)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(t('auth.reset.email.button'))}</a></p><p>${escapeHtml(notYou)}</p>`,
      });
    } else {
      const shown = `${token.slice(0, 4)}-${token.slice(4)}`;
      await this.sms.send(user.phone, {
        template: 'reset_code',
        text: t('auth.reset.sms', { code: shown, brand }),
        vars: { code: shown },
      });
    }
  }

  /** Sets the new password with a valid token, once, and ends every session of the account. */
  async reset(token: string, password: string): Promise<void> {
    if (isCommonPassword(password)) {
      throw badRequest('COMMON_PASSWORD', COMMON_PASSWORD_MESSAGE, [
        { path: 'password', message: COMMON_PASSWORD_MESSAGE },
      ]);
    }
    const passwordHash = await hashPassword(password);
    const userId = await this.db.transaction(async (tx) => {
      const [reset] = await tx
        .select()
        .from(passwordResets)
        .where(
          and(
            eq(passwordResets.tokenHash, hashToken(normalizeResetToken(token))),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, sql`now()`),
          ),
        )
        .for('update');
      if (!reset) throw badRequest('RESET_TOKEN_INVALID', RESET_INVALID_MESSAGE);
      await tx.update(passwordResets).set({ usedAt: new Date() }).where(eq(passwordResets.userId, reset.userId));
      await tx.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, reset.userId));
      await revokeUserSessions(tx, reset.userId, 'password reset');
      return reset.userId;
    });
    this.authCache.invalidateUser(userId);
  }
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}
