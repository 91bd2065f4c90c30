/** node-postgres and PGlite both answer a raw query with `{ rows }`, behind Drizzle's wider type. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
