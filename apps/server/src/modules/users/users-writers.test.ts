import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The account row belongs to the users module (and auth, which creates it and its sessions): the
 * KYC and admin modules set their parts of it (the KYC status, a suspension) through the users
 * repository's functions, not by writing the table themselves.
 */

const serverSrc = fileURLToPath(new URL('../..', import.meta.url));
const WRITES_USERS = /\.(insert|update|delete)\(\s*users\s*\)|\b(insert\s+into|update|delete\s+from)\s+"?users"?\b/i;
const OWNERS = [join('modules', 'users') + sep, join('modules', 'auth') + sep];

describe('the users table', () => {
  it('is written by the users and auth modules alone', () => {
    const writers = readdirSync(serverSrc, { recursive: true, encoding: 'utf8' })
      .filter((path) => path.endsWith('.ts') && !path.endsWith('.test.ts') && !path.startsWith(join('test', '')))
      .filter((path) => WRITES_USERS.test(readFileSync(join(serverSrc, path), 'utf8')));
    expect(writers.filter((path) => !OWNERS.some((owner) => path.startsWith(owner)))).toEqual([]);
    // The search finds the owners' own writes, so it still matches how writes are written.
    expect(writers).toContain(join('modules', 'users', 'users.repository.ts'));
  });
});
