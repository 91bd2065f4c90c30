import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm';
import { DatabaseError } from 'pg';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions, serializeError } from './log-redaction';

/**
 * The log serializers: an error keeps its type, message, stack and codes, but not the values the
 * statement carried (Drizzle's params, PostgreSQL's detail), through its whole cause chain; request
 * credentials are redacted.
 */

const NAME = 'Asha Verma';
const EMAIL = 'asha.verma@example.in';
const PHONE = '+919876543210';
const SQL = 'insert into "users" ("full_name", "email", "phone") values ($1, $2, $3)';

/** What pg (and PGlite) throw for a duplicate email: the value is in `detail`. */
function duplicateEmail() {
  const error = new DatabaseError('duplicate key value violates unique constraint "users_email_unique"', 0, 'error');
  Object.assign(error, {
    severity: 'ERROR',
    code: '23505',
    detail: `Key (email)=(${EMAIL}) already exists.`,
    table: 'users',
    constraint: 'users_email_unique',
    where: `SQL statement "insert … values ('${NAME}')"`,
  });
  return error;
}

const failedInsert = () => new DrizzleQueryError(SQL, [NAME, EMAIL, PHONE], duplicateEmail());

const expectNoPersonalData = (text: string) => {
  for (const value of [NAME, EMAIL, PHONE, '9876543210']) expect(text, value).not.toContain(value);
};

describe('serializeError', () => {
  it('keeps the statement, type, stack and codes of a failed query but none of its params or the detail', () => {
    const error = failedInsert();
    // What the error itself holds: the serializer is what keeps it out of the log.
    expect(`${error.message}${error.stack}`).toContain(EMAIL);

    const serialized = serializeError(error) as Record<string, unknown>;
    const text = JSON.stringify(serialized);
    expectNoPersonalData(text);
    expect(serialized.message).toBe(`Failed query: ${SQL}`);
    expect(serialized.type).toBe('DrizzleQueryError');
    expect(serialized.stack).toMatch(/^DrizzleQueryError: Failed query: insert into "users"[^\n]*\n\s+at /);
    expect(serialized).not.toHaveProperty('params');
    expect(serialized.cause).toMatchObject({
      type: 'DatabaseError',
      message: 'duplicate key value violates unique constraint "users_email_unique"',
      code: '23505',
      constraint: 'users_email_unique',
      table: 'users',
    });
    expect(serialized.cause).not.toHaveProperty('detail');
    expect(serialized.cause).not.toHaveProperty('where');
  });

  it('walks the whole cause chain, and stops at a cycle', () => {
    const outer = new Error('could not register', {
      cause: new Error('transaction failed', { cause: failedInsert() }),
    });
    const serialized = serializeError(outer) as { cause: { cause: { cause: { code: string } } } };
    expectNoPersonalData(JSON.stringify(serialized));
    expect(serialized.cause.cause.cause.code).toBe('23505');

    const looped = new Error('a') as Error & { cause?: unknown };
    looped.cause = new Error('b', { cause: looped });
    expect(JSON.stringify(serializeError(looped))).toContain('"message":"b"');
  });

  it('replaces a value PostgreSQL quotes at the end of its message', () => {
    const error = new DatabaseError(`invalid input syntax for type uuid: "${EMAIL}"`, 0, 'error');
    Object.assign(error, { severity: 'ERROR', code: '22P02' });
    const serialized = serializeError(new DrizzleQueryError('select 1 where id = $1', [EMAIL], error));
    expectNoPersonalData(JSON.stringify(serialized));
    expect(JSON.stringify(serialized)).toContain('invalid input syntax for type uuid: \\"[redacted]\\"');
  });

  it('leaves anything that is not an error as it is', () => {
    expect(serializeError('text')).toBe('text');
    expect(serializeError(undefined)).toBeUndefined();
  });
});

describe('the logger options', () => {
  /** A pino logger built from the app's options, writing into an array. */
  function capture() {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const options = loggerOptions('info');
    return { log: pino(options, stream), lines };
  }

  it('log an error under err or error without its values', () => {
    const { log, lines } = capture();
    log.error({ err: failedInsert() }, 'unhandled error');
    log.error({ error: failedInsert() }, 'unhandled error');
    log.error(failedInsert());
    // Fastify's default error log uses the error's own message as the line's message.
    const error = failedInsert();
    log.error({ err: error }, error.message);
    expect(lines).toHaveLength(4);
    for (const line of lines) {
      expectNoPersonalData(line);
      expect(line).toContain('users_email_unique');
    }
  });

  it('log a request path without its query string', () => {
    const { log, lines } = capture();
    log.info({ req: { method: 'GET', url: `/api/admin/users?search=${EMAIL}`, headers: {} } }, 'incoming request');
    log.info(`Route GET:/api/nowhere?search=${EMAIL} not found`);
    expect(lines).toHaveLength(2);
    expect(JSON.parse(lines[0] as string).req).toEqual({ method: 'GET', url: '/api/admin/users' });
    expect(JSON.parse(lines[1] as string).msg).toBe('Route GET:/api/nowhere not found');
  });

  it('redact authorization and cookie headers and set-cookie', () => {
    const { log, lines } = capture();
    log.info({
      req: { headers: { authorization: 'Bearer secret-token', cookie: 'refreshToken=secret-cookie' } },
      res: { headers: { 'set-cookie': 'refreshToken=secret-set-cookie; HttpOnly' } },
    });
    log.info({ headers: { authorization: 'Bearer secret-token', cookie: 'refreshToken=secret-cookie' } });
    for (const line of lines) {
      expect(line).not.toContain('secret');
      expect(line).toContain('[redacted]');
    }
  });
});
