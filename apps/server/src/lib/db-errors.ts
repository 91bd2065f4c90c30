/**
 * The constraint name of a PostgreSQL unique violation (SQLSTATE 23505), looking through the
 * wrappers that Drizzle puts around driver errors; undefined for any other error.
 */
export function uniqueViolationConstraint(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505') return typeof candidate.constraint === 'string' ? candidate.constraint : '';
    current = candidate.cause;
  }
  return undefined;
}
