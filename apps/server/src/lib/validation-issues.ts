import type { ZodIssueFields } from '@ludo/shared/validation-defaults';
import type { FastifyError, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { z } from 'zod';

/**
 * The API's validation errors as fastify-type-provider-zod gives them: one per zod issue, its code
 * as `keyword`, its path as `instancePath` ("/a/0/b"), its message, and every other field of the
 * issue (`origin`, `maximum`, `values`, `format`…) in `params`. zod does not keep the value checked
 * in an issue; it is read back from the request, where a failed check leaves what was sent.
 */

/** What the request sent in the part that failed its schema. */
export function sentData(request: FastifyRequest, context: FastifyError['validationContext']): unknown {
  switch (context) {
    case 'body':
      return request.body;
    case 'querystring':
      return request.query;
    case 'params':
      return request.params;
    case 'headers':
      return request.headers;
    default:
      return undefined;
  }
}

/** The value at an issue's `instancePath` in what was sent: "/" is all of it. */
export function valueAt(data: unknown, instancePath: string): unknown {
  const steps = instancePath === '/' || instancePath === '' ? [] : instancePath.replace(/^\//, '').split('/');
  let value = data;
  for (const step of steps) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, step)) return undefined;
    value = (value as Record<string, unknown>)[step];
  }
  return value;
}

/** The zod issue behind a validation error, with the value it checked. */
export function zodIssueOf(
  issue: FastifySchemaValidationError,
  data: unknown,
): ZodIssueFields & Record<string, unknown> {
  return { ...issue.params, code: issue.keyword, input: valueAt(data, issue.instancePath) };
}

const RECEIVED = /, received .*$/;

/**
 * Whether `message` is zod's own English for `issue` (a check written without a message of ours):
 * what zod's locale writes for it. The kind of value "received" is left out of the comparison,
 * since a value coerced before its check (`z.coerce.number()`) is not the one the request sent.
 */
export function isZodDefaultMessage(issue: ZodIssueFields & Record<string, unknown>, message: string): boolean {
  let written: ReturnType<NonNullable<ReturnType<typeof z.config>['localeError']>>;
  try {
    written = z.config().localeError?.(issue as never);
  } catch {
    return false;
  }
  const zodText = typeof written === 'string' ? written : written?.message;
  if (zodText === undefined) return false;
  return issue.code === 'invalid_type'
    ? zodText.replace(RECEIVED, '') === message.replace(RECEIVED, '')
    : zodText === message;
}
