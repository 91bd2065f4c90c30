/** node-postgres and PGlite both answer a raw query with `{ rows }`, behind Drizzle's wider type. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * The row a statement always gives back (an INSERT … RETURNING, an account upserted then read, an
 * aggregate): without it the database broke its word, a fault to raise rather than a case to handle.
 */
export function returnedRow<T>(row: T | undefined, statement: string): T {
  if (row === undefined) throw new Error(`${statement} returned no row`);
  return row;
}
