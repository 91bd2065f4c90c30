import { writeMessage } from './error-messages';
import type { Message } from './i18n';

/**
 * A daily closed window in India time (for example 00:00-05:00, as Tamil Nadu's rules for online
 * games require) during which no match and no tournament game starts. Pure: tested without a clock.
 */

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

export interface ClosedWindow {
  /** Minutes after midnight, India time; `from` after `to` spans midnight. */
  from: number;
  to: number;
  /** As configured, for messages: "00:00-05:00". */
  text: string;
}

/** "00:00-05:00" → a window; null for an empty setting; throws on anything else. */
export function parseClosedWindow(setting: string | undefined): ClosedWindow | null {
  if (!setting?.trim()) return null;
  const match = /^(\d{2}):(\d{2})-(\d{2}):(\d{2})$/.exec(setting.trim());
  const [h1, m1, h2, m2] = (match?.slice(1) ?? []).map(Number) as [number, number, number, number];
  if (!match || h1 > 23 || h2 > 23 || m1 > 59 || m2 > 59 || (h1 === h2 && m1 === m2)) {
    throw new Error(`CLOSED_WINDOW_IST must look like 00:00-05:00 (two different times, India time), not ${setting}`);
  }
  return { from: h1 * 60 + m1, to: h2 * 60 + m2, text: setting.trim() };
}

/** Whether `now` falls in the window, and when it ends (the next instant play may start). */
export function closedWindowAt(now: Date, window: ClosedWindow | null): { closed: boolean; opensAt: Date | null } {
  if (!window) return { closed: false, opensAt: null };
  const istMs = now.getTime() + IST_OFFSET_MS;
  const minute = Math.floor((istMs % DAY_MS) / 60_000);
  const spansMidnight = window.from > window.to;
  const closed = spansMidnight
    ? minute >= window.from || minute < window.to
    : minute >= window.from && minute < window.to;
  if (!closed) return { closed: false, opensAt: null };
  const midnightIst = istMs - (istMs % DAY_MS);
  let opens = midnightIst + window.to * 60_000;
  if (opens <= istMs) opens += DAY_MS;
  return { closed: true, opensAt: new Date(opens - IST_OFFSET_MS) };
}

/** The message players read when the window stops them, in their language (lib/error-messages). */
export function closedWindowNotice(window: ClosedWindow): Message {
  const [from, to] = window.text.split('-');
  return { id: 'error.play.closedWindow', values: { from, to } };
}

/** Its English: "Games do not start between 00:00 and 05:00 (India time). Play again from 05:00." */
export const closedWindowMessage = (window: ClosedWindow): string => writeMessage(closedWindowNotice(window), 'en');
