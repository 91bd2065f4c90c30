/**
 * When the support team owes an answer: the admin queue's "Due in 3 h" and "Overdue by 20 min"
 * (the admin console stays in English), and the response times per priority. No React:
 * unit-tested as is.
 */
import { SUPPORT_RESPONSE_HOURS } from '@ludo/shared/limits';
import {
  isSupportTicketOverdue,
  type SupportPriority,
  type SupportTicketStatus,
} from '@ludo/shared/support/support.schemas';

const MINUTE_MS = 60_000;

/** "under a minute", "45 min", "3 h", "3 h 20 min", "2 d 4 h": rounded down to the minute. */
export function formatDuration(ms: number): string {
  const minutes = Math.floor(Math.abs(ms) / MINUTE_MS);
  if (minutes < 1) return 'under a minute';
  const days = Math.floor(minutes / (24 * 60));
  const hours = Math.floor((minutes % (24 * 60)) / 60);
  const rest = minutes % 60;
  if (days > 0) return hours > 0 ? `${days} d ${hours} h` : `${days} d`;
  if (hours > 0) return rest > 0 ? `${hours} h ${rest} min` : `${hours} h`;
  return `${rest} min`;
}

export interface DeadlineView {
  /** Still waiting for the team after its deadline. */
  overdue: boolean;
  /** What the queue shows: "Due in 1 h 30 min", "Overdue by 2 h", or the state that needs no answer. */
  text: string;
}

/** A ticket's deadline as the team's queue shows it at `now`. */
export function deadlineView(
  ticket: { status: SupportTicketStatus; respondBy: string },
  now: Date = new Date(),
): DeadlineView {
  if (ticket.status === 'closed') return { overdue: false, text: 'Closed' };
  if (ticket.status === 'answered') return { overdue: false, text: 'Waiting for the player' };
  const left = new Date(ticket.respondBy).getTime() - now.getTime();
  if (isSupportTicketOverdue(ticket, now)) return { overdue: true, text: `Overdue by ${formatDuration(left)}` };
  return { overdue: false, text: `Due in ${formatDuration(left)}` };
}

/** The response times, most urgent first, for the side card: "High priority" "within 2 hours". */
export const RESPONSE_TIME_ROWS: ReadonlyArray<{ priority: SupportPriority; hours: number }> = (
  ['high', 'medium', 'low'] as const
).map((priority) => ({ priority, hours: SUPPORT_RESPONSE_HOURS[priority] }));
