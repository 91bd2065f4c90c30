import { join, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writersOf } from '../../test/table-writers';

/**
 * The account row belongs to the users module (and auth, which creates it and its sessions): the
 * KYC and admin modules set their parts of it (the KYC status, a suspension) through the users
 * repository's functions, not by writing the table themselves.
 */
describe('the users table', () => {
  it('is written by the users and auth modules alone', () => {
    const writers = writersOf('users', 'users');
    const owners = [join('modules', 'users') + sep, join('modules', 'auth') + sep];
    expect(writers.filter((path) => !owners.some((owner) => path.startsWith(owner)))).toEqual([]);
    // The search finds the owners' own writes, so it still matches how writes are written.
    expect(writers).toContain(join('modules', 'users', 'users.repository.ts'));
  });
});
