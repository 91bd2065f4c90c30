import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DestinationStream, LogFn, Logger, LoggerOptions } from 'pino';

/** Where log lines are written (stdout unless given). */
export type LogStream = DestinationStream;

/**
 * What the logs may hold: no request bodies, no query strings, no credentials, and no values that
 * reached the database (names, emails, phones, addresses). An error keeps its type, its message,
 * its stack and its codes, which is what finding a fault needs.
 */

/** Fields of errors that carry the values of a statement: Drizzle's and PGlite's `params`, pg's `detail`… */
const VALUE_FIELDS = new Set([
  // Drizzle (DrizzleQueryError) and PGlite put the statement's parameters on the error.
  'params',
  'parameters',
  'queryOptions',
  'values',
  // PostgreSQL: "Key (email)=(a@b.c) already exists", "Failing row contains (…)".
  'detail',
  // PL/pgSQL context lines, which may quote values.
  'where',
  // Anything a library keeps of the request.
  'body',
  'input',
]);
/** Walked by hand below, or rebuilt without what they say about the values. */
const REBUILT_FIELDS = new Set(['message', 'stack', 'cause', 'errors', 'name']);
const MAX_CAUSES = 8;

type ErrorLike = Error & Record<string, unknown>;
const isErrorLike = (value: unknown): value is ErrorLike =>
  value instanceof Error ||
  (typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string');

/** A PostgreSQL error (pg or PGlite): SQLSTATE code and severity. */
const isDatabaseError = (error: ErrorLike) =>
  typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code) && typeof error.severity === 'string';

/** Drizzle's wrapper of a failed statement (also when another copy of drizzle-orm made it). */
const isDrizzleQueryError = (error: ErrorLike) =>
  error instanceof DrizzleQueryError || (typeof error.query === 'string' && error.message.startsWith('Failed query:'));

function safeMessage(error: ErrorLike): string {
  // Drizzle writes "Failed query: <sql>\nparams: <the values>"; the statement alone is kept.
  if (isDrizzleQueryError(error)) return `Failed query: ${String(error.query)}`;
  const message = String(error.message);
  // PostgreSQL ends some messages with the offending value: `invalid input syntax for type uuid: "…"`.
  if (isDatabaseError(error)) return message.replace(/: ".*"$/s, ': "[redacted]"');
  return message;
}

function typeOf(error: ErrorLike): string {
  const constructorName = (error.constructor as { name?: unknown } | undefined)?.name;
  return typeof constructorName === 'string' && constructorName !== 'Object' ? constructorName : String(error.name);
}

function describeError(error: ErrorLike, seen: Set<unknown>, depth: number): Record<string, unknown> {
  seen.add(error);
  const type = typeOf(error);
  const message = safeMessage(error);
  // The stack's first lines repeat the original message (with Drizzle's params): only the frames stay.
  const frames = typeof error.stack === 'string' ? error.stack.split('\n').filter((line) => /^\s+at /.test(line)) : [];
  const described: Record<string, unknown> = { type, message, stack: [`${type}: ${message}`, ...frames].join('\n') };
  for (const key of Object.keys(error)) {
    if (VALUE_FIELDS.has(key) || REBUILT_FIELDS.has(key)) continue;
    const value = error[key];
    // Only plain values: an object on an error (a response, a request, a row) is not looked into.
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') described[key] = value;
  }
  if (Array.isArray(error.errors)) {
    described.aggregateErrors = error.errors.map((inner) =>
      isErrorLike(inner) && !seen.has(inner) ? describeError(inner, seen, depth + 1) : '[not logged]',
    );
  }
  const cause = error.cause;
  if (cause !== undefined && depth < MAX_CAUSES) {
    if (isErrorLike(cause) && !seen.has(cause)) described.cause = describeError(cause, seen, depth + 1);
    else if (typeof cause !== 'object') described.cause = '[not logged]';
  }
  return described;
}

/** The `err` serializer: an error without the values it carries, its causes walked the same way. */
export function serializeError(error: unknown): unknown {
  if (!isErrorLike(error)) return error;
  return describeError(error, new Set(), 0);
}

const withoutQuery = (url: string) => url.split('?')[0];

/**
 * The `req` serializer: the route's path without its query string (searches, filters), never the
 * body or the headers. Anything else logged under `req` is left to the redaction below.
 */
export function serializeRequest(request: FastifyRequest | Record<string, unknown>) {
  if (typeof request.url !== 'string') return request;
  const { method, url, host, ip, socket } = request as FastifyRequest;
  return { method, url: withoutQuery(url), host, remoteAddress: ip, remotePort: socket?.remotePort };
}

/**
 * Messages made from an error's own message (pino's `log.error(err)`, Fastify's default error log
 * `log.error({ err }, err.message)`) get the serializer's message instead, which has no values; and
 * Fastify's "Route GET:/path?query not found" loses its query string.
 */
function logMethod(this: Logger, args: Parameters<LogFn>, method: LogFn) {
  const [first, second, ...rest] = args as unknown[];
  if (isErrorLike(first)) {
    const message = typeof second === 'string' ? second : safeMessage(first);
    return method.apply(this, [{ err: first }, message, ...rest] as Parameters<LogFn>);
  }
  const err = (first as { err?: unknown } | null)?.err;
  if (isErrorLike(err) && typeof second === 'string' && second === err.message) {
    return method.apply(this, [first, safeMessage(err), ...rest] as Parameters<LogFn>);
  }
  if (typeof first === 'string') {
    const notFound = /^Route (\S+?):(\S+) not found$/.exec(first);
    if (notFound) return method.apply(this, [`Route ${notFound[1]}:${withoutQuery(notFound[2] ?? '')} not found`]);
  }
  return method.apply(this, args);
}

/** Credentials wherever a request's or a reply's headers end up in a log line. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'request.headers.authorization',
  'request.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'res.headers["set-cookie"]',
  'reply.headers["set-cookie"]',
  'headers["set-cookie"]',
];

/** The Fastify `logger` option: pino at `level`, with the serializers and redaction above. */
export function loggerOptions(level: string, stream?: LogStream): LoggerOptions & { stream?: LogStream } {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    hooks: { logMethod },
    serializers: {
      req: serializeRequest,
      err: serializeError,
      // The same for errors logged under another name.
      error: serializeError,
    },
    ...(stream ? { stream } : {}),
  };
}
