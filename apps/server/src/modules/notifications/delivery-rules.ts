import type { DomainEvent } from '@ludo/shared/domain-events';
import type { UserSettings } from '@ludo/shared/users/settings.schemas';
import { type Language, translator } from '../../lib/i18n';
import type { OutgoingMail } from '../../lib/mailer';
import type { SmsMessage } from '../../lib/sms';

/**
 * Which notifications leave the app by email, SMS or web push, and how: pure, tested without a database.
 * The bell always has them; a channel carries one when the player turned that channel on and,
 * for the kinds Settings lists (tournament reminders, result announcements, payment
 * confirmations), that kind too. Account and service notices (a join request, a result to
 * confirm, a dispute, KYC, support) follow the channel switch alone.
 */

export type DeliveryChannel = 'email' | 'sms' | 'push';
export type NotificationPreference = keyof UserSettings['notificationTypes'];

const PREFERENCE_OF: Partial<Record<DomainEvent['type'], NotificationPreference>> = {
  'match.settled': 'resultAnnouncements',
  'match.review_decided': 'resultAnnouncements',
  'tournament.finished': 'resultAnnouncements',
  'tournament.registered': 'tournamentReminders',
  'tournament.game_ready': 'tournamentReminders',
  'tournament.cancelled': 'tournamentReminders',
  'tournament.starting_soon': 'tournamentReminders',
  'payment.deposit_failed': 'paymentConfirmations',
  'payment.deposit_credited': 'paymentConfirmations',
  'withdrawal.updated': 'paymentConfirmations',
  'match.room_expired': 'paymentConfirmations',
  'match.room_cancelled': 'paymentConfirmations',
};

export function preferenceOf(eventType: DomainEvent['type']): NotificationPreference | null {
  return PREFERENCE_OF[eventType] ?? null;
}

/** The channels a notification of this event goes out on, by the player's settings. */
export function deliveryChannels(eventType: DomainEvent['type'], settings: UserSettings): DeliveryChannel[] {
  const preference = preferenceOf(eventType);
  if (preference && !settings.notificationTypes[preference]) return [];
  return (['email', 'sms', 'push'] as const).filter((channel) => settings.notificationChannels[channel]);
}

/** Attempts before a delivery is given up. */
export const MAX_DELIVERY_ATTEMPTS = 6;

/** How long after a failed attempt the next one waits: 30 s, doubling; null once given up. */
export function retryDelayMs(attempts: number): number | null {
  if (attempts >= MAX_DELIVERY_ATTEMPTS) return null;
  return 30_000 * 2 ** Math.max(0, attempts - 1);
}

/** What the message says: the notification, and its link on the web app. */
export interface DeliveredNotification {
  title: string;
  message: string;
  actionUrl: string | null;
}

const linkOf = (notification: DeliveredNotification, publicUrl: string) =>
  notification.actionUrl ? `${publicUrl}${notification.actionUrl}` : `${publicUrl}/user/notifications`;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * The email copy of a notification, in the reader's language: the notification's own text is
 * stored in it already; the lines around it (the link, where to choose emails) are written here.
 */
export function notificationEmail(
  notification: DeliveredNotification,
  to: string,
  brand: string,
  publicUrl: string,
  language: Language,
): OutgoingMail {
  const t = translator(language);
  const link = linkOf(notification, publicUrl);
  const settings = `${publicUrl}/user/settings`;
  // The settings line's <0>…</0> is its link: escaped with the rest, then made an anchor.
  const settingsHtml = escapeHtml(t('notification.email.settingsHtml'))
    .replace('&lt;0&gt;', `<a href="${escapeHtml(settings)}">`)
    .replace('&lt;/0&gt;', '</a>');
  return {
    to,
    subject: `${notification.title} · ${brand}`,
    text: `${notification.message}\n\n${t('notification.email.open', { link })}\n\n${t('notification.email.settings', { link: settings })}\n`,
    html: `<p>${escapeHtml(notification.message)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(t('notification.email.openOn', { brand }))}</a></p><p style="color:#666;font-size:12px">${settingsHtml}</p>`,
  };
}

const SMS_LENGTH = 160;
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** The longest start of `text` within `length` characters that does not split a letter from its vowel signs. */
function cut(text: string, length: number): string {
  let end = 0;
  for (const { index, segment } of graphemes.segment(text)) {
    if (index + segment.length > length) break;
    end = index + segment.length;
  }
  return text.slice(0, end);
}

/**
 * One SMS on the DLT "notice" template (brand, title, link as its variables), in the reader's
 * language: its text, 160 characters at most, the message cut to fit between the title and the link.
 */
export function notificationSms(
  notification: DeliveredNotification,
  brand: string,
  publicUrl: string,
  language: Language,
): SmsMessage {
  const t = translator(language);
  const link = linkOf(notification, publicUrl);
  const text = (message: string) => t('notification.sms.text', { brand, title: notification.title, message, link });
  const room = SMS_LENGTH - text('').length;
  const body = notification.message.length <= room ? notification.message : `${cut(notification.message, room - 1)}…`;
  return { template: 'notice', text: text(body), vars: { title: notification.title, link } };
}

/** A push message's payload, as the service worker shows it: title, text, and where a tap leads. */
export function notificationPush(notification: DeliveredNotification & { id: string }): string {
  return JSON.stringify({
    id: notification.id,
    title: notification.title,
    body: notification.message,
    url: notification.actionUrl ?? '/user/notifications',
  });
}
