import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { isConnectionBroken, isDatabaseUnavailable } from './db-errors';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
const wrapped = (cause: unknown) => new DrizzleQueryError('select 1', [], cause as Error);

describe('recognising a database outage', () => {
  it('sees connection failures, driver timeouts and shutdowns, also inside Drizzle’s wrapper', () => {
    const outages = [
      withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      withCode('read ECONNRESET', 'ECONNRESET'),
      new Error('Connection terminated unexpectedly'),
      new Error('Connection terminated due to connection timeout'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Query read timeout'),
      new Error('Client was closed and is not queryable'),
      withCode('terminating connection due to administrator command', '57P01'),
      withCode('the database system is starting up', '57P03'),
      withCode('canceling statement due to statement timeout', '57014'),
      withCode('connection failure', '08006'),
      Object.assign(new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')]), {}),
    ];
    for (const error of outages) {
      expect(isDatabaseUnavailable(error), error.message).toBe(true);
      expect(isDatabaseUnavailable(wrapped(error)), error.message).toBe(true);
    }
  });

  it('leaves bugs, rejected statements and other services’ failures alone', () => {
    const others = [
      new Error('Cannot read properties of undefined'),
      withCode('duplicate key value violates unique constraint "users_email"', '23505'),
      withCode('syntax error at or near "selec"', '42601'),
      new TypeError('fetch failed', { cause: withCode('connect ECONNREFUSED 10.0.0.1:443', 'ECONNREFUSED') }),
      undefined,
      'a string',
    ];
    for (const error of others) {
      expect(isDatabaseUnavailable(error)).toBe(false);
      expect(isDatabaseUnavailable(wrapped(error))).toBe(false);
    }
  });

  it('drops a connection that is gone or silent, but keeps one whose statement was cancelled', () => {
    expect(isConnectionBroken(wrapped(new Error('Query read timeout')))).toBe(true);
    expect(isConnectionBroken(wrapped(new Error('Connection terminated unexpectedly')))).toBe(true);
    expect(isConnectionBroken(wrapped(withCode('canceling statement due to statement timeout', '57014')))).toBe(false);
  });
});
