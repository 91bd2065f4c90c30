import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverSrc = fileURLToPath(new URL('..', import.meta.url));

/**
 * The server's source files, tests and test helpers left out (and the schema, with `schema: false`),
 * relative to `apps/server/src`, whose text `pattern` matches.
 */
function sourcesMatching(pattern: RegExp, { schema = true } = {}): string[] {
  return readdirSync(serverSrc, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.ts') && !path.endsWith('.test.ts') && !path.startsWith(join('test', '')))
    .filter((path) => schema || !path.startsWith(join('db', 'schema', '')))
    .filter((path) => pattern.test(readFileSync(join(serverSrc, path), 'utf8')));
}

/**
 * The source files that write table `sqlName`, known to Drizzle as `drizzleName`: an insert, update
 * or delete through Drizzle or in SQL. For the tests that hold a table to the one module that owns it.
 */
export function writersOf(drizzleName: string, sqlName: string): string[] {
  return sourcesMatching(
    new RegExp(
      `\\.(insert|update|delete)\\(\\s*${drizzleName}\\s*\\)|\\b(insert\\s+into|update|delete\\s+from)\\s+"?${sqlName}"?\\b`,
      'i',
    ),
  );
}

/**
 * The source files, the schema left out, that name table `sqlName` at all, known to Drizzle as
 * `drizzleName`: reads as well as writes. For a table whose owner is also its only reader.
 */
export function usersOfTable(drizzleName: string, sqlName: string): string[] {
  return sourcesMatching(new RegExp(`\\b${drizzleName}\\b|\\b${sqlName}\\b`), { schema: false });
}
