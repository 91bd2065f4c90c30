/**
 * The start time of a tournament as typed in a `datetime-local` input (the device's own clock)
 * and as the server takes it (an ISO instant with its offset). Pure: the admin's and the players'
 * forms share it, and the unit tests load it directly.
 */

const pad = (value: number) => String(value).padStart(2, '0');
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

/** This device's offset from UTC at `date`, as ISO writes it: "+05:30". */
function offsetOf(date: Date): string {
  const offsetMinutes = -date.getTimezoneOffset();
  const offset = Math.abs(offsetMinutes);
  return `${offsetMinutes >= 0 ? '+' : '-'}${pad(Math.floor(offset / 60))}:${pad(offset % 60)}`;
}

/**
 * A `datetime-local` value as an ISO date-time with this device's offset
 * ("2025-03-12T19:30:00+05:30"), so the server stores the instant the player meant. Empty (which
 * the schemas refuse with their own message) when the value is not a date and time.
 */
export function localDateTimeToIso(local: string): string {
  if (!LOCAL_DATE_TIME.test(local)) return '';
  // Without an offset, a date-time string is read in the device's zone.
  const date = new Date(local);
  if (Number.isNaN(date.getTime())) return '';
  return `${localDateTimeOf(date)}:${pad(date.getSeconds())}${offsetOf(date)}`;
}

/** A moment as a `datetime-local` value on this device's clock, to the minute: "2025-03-12T19:30". */
export function localDateTimeOf(date: Date): string {
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

/** An ISO instant as a `datetime-local` value on this device's clock; empty when it is not a date. */
export function isoToLocalDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : localDateTimeOf(date);
}

/** "Asia/Kolkata, UTC+05:30": the zone a start time is typed in, under its field. */
export function localZoneLabel(at: Date = new Date()): string {
  const utc = `UTC${offsetOf(at)}`;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone ? `${zone}, ${utc}` : utc;
}
