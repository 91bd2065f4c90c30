import { type ApiErrorCode, SERVICE_UNAVAILABLE } from '@ludo/shared/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../lib/db-errors';
import { answerLanguage, type ErrorAnswers, errorAnswers } from '../lib/error-messages';
import { AppError } from '../lib/errors';
import { sentData } from '../lib/validation-issues';

declare module 'fastify' {
  interface FastifyInstance {
    /** The API's error messages in the caller's language (for a route that answers an error itself). */
    errorAnswers: ErrorAnswers;
  }
}

/**
 * Turns every error into `{ message, code, details? }` (docs/architecture.md, API), in the caller's
 * language (`Accept-Language`; lib/error-messages).
 */
async function errorsPlugin(app: FastifyInstance) {
  const answers = errorAnswers({ mode: app.config.money.mode, appName: app.config.matches.appName });
  app.decorate('errorAnswers', answers);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = answerLanguage(request);
    const text = (message: string) => answers.text(message, language);
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A check without a message of ours answers with our words for zod's default (lib/validation-issues).
      const sent = sentData(request, error.validationContext);
      const details = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        message: answers.issue(issue, sent, language),
      }));
      return reply.status(400).send({
        message: details[0]?.message ?? text('Invalid request'),
        code: 'VALIDATION_ERROR' satisfies ApiErrorCode,
        details,
      });
    }
    if (error instanceof AppError) {
      const { message, details } = answers.of(error, language);
      return reply.status(error.statusCode).send({ message, code: error.code, ...(details ? { details } : {}) });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.status(500).send({
        message: text('Something went wrong. Please try again.'),
        code: 'INTERNAL_ERROR' satisfies ApiErrorCode,
      });
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({ message: text(error.message), code: 'RATE_LIMITED' satisfies ApiErrorCode });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors: bad JSON, body too large, unsupported media type…
      return reply
        .status(error.statusCode)
        .send({ message: text(error.message), code: error.code ?? ('BAD_REQUEST' satisfies ApiErrorCode) });
    }
    if (isDatabaseUnavailable(error)) {
      // An outage, not a bug: the client may retry, and the load balancer sees it through /readyz.
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('Retry-After', '5')
        .send({
          message: text('The service is briefly unavailable. Please try again in a moment.'),
          code: SERVICE_UNAVAILABLE,
        });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({
      message: text('Something went wrong. Please try again.'),
      code: 'INTERNAL_ERROR' satisfies ApiErrorCode,
    });
  });
}

export default fp(errorsPlugin, { name: 'errors' });
