/**
 * The constraint name of a PostgreSQL unique violation (SQLSTATE 23505), looking through the
 * wrappers that Drizzle puts around driver errors; undefined for any other error.
 */
export function uniqueViolationConstraint(error: unknown): string | undefined {
  const failure = postgresFailure(error, '23505');
  if (!failure) return undefined;
  return typeof failure.constraint === 'string' ? failure.constraint : '';
}

/** A PostgreSQL deadlock (SQLSTATE 40P01): the server aborted this statement so the other could go on. */
export function isDeadlock(error: unknown): boolean {
  return postgresFailure(error, '40P01') !== undefined;
}

/** The driver's error with SQLSTATE `code`, looking through Drizzle's wrappers. */
function postgresFailure(error: unknown, code: string): { constraint?: unknown } | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === code) return candidate;
    current = candidate.cause;
  }
  return undefined;
}

/** Node's socket errors when the database's address refuses, resets or never answers. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that is going away or not taking work: 57P01-57P03 shutting down or not
 * yet accepting connections, 57014 a statement cancelled (statement_timeout), 25P03 a session
 * ended for idling in a transaction, 53300 no connection slots left. Class 08 is any
 * connection exception.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '57014', '25P03', '53300']);

/** node-postgres reports its own timeouts and dead connections by message only. */
const DRIVER_MESSAGES = [
  'Query read timeout',
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'timeout expired',
  'is not queryable',
];

/**
 * Whether an error means the database is unreachable, too slow or going away, rather than a bug
 * or a rejected statement: looks through Drizzle's wrapper (`cause`) and Node's AggregateError
 * (`errors`, one per address tried), but not through other causes, so that a payment provider
 * refusing a connection (fetch's `cause`) is not taken for the database.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return someCause(error, (candidate) => {
    const { code, message } = candidate as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code)) return true;
      if (/^08[0-9A-Z]{3}$/.test(code)) return true;
    }
    return typeof message === 'string' && DRIVER_MESSAGES.some((text) => message.includes(text));
  });
}

/**
 * Whether the connection a query ran on is lost or in an unknown state (no answer in time, or
 * gone), so it must not serve another query. A cancelled statement leaves its connection usable.
 */
export function isConnectionBroken(error: unknown): boolean {
  return (
    isDatabaseUnavailable(error) && !someCause(error, (candidate) => (candidate as { code?: unknown }).code === '57014')
  );
}

function someCause(error: unknown, test: (candidate: object) => boolean): boolean {
  const queue: unknown[] = [error];
  for (let seen = 0; queue.length > 0 && seen < 20; seen++) {
    const current = queue.shift();
    if (!current || typeof current !== 'object') continue;
    if (test(current)) return true;
    const { cause, errors, query } = current as { cause?: unknown; errors?: unknown; query?: unknown };
    if (typeof query === 'string') queue.push(cause);
    if (Array.isArray(errors)) queue.push(...errors);
  }
  return false;
}
