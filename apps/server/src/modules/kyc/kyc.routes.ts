import { apiErrorSchema } from '@ludo/shared/errors';
import {
  adminKycQueueSchema,
  adminKycSubmissionSchema,
  KYC_DOCUMENT_MAX_BYTES,
  kycDetailsSchema,
  kycDocumentParamsSchema,
  kycRejectBodySchema,
  kycSubmissionParamsSchema,
  kycSubmitResponseSchema,
  megaProxyErrorSchema,
  megaProxyQuerySchema,
  megaProxyResponseSchema,
} from '@ludo/shared/kyc/kyc.schemas';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerLanguage } from '../../lib/error-messages';
import { AppError } from '../../lib/errors';
import { readMultipartForm } from '../../lib/multipart-form';
import { perAccount } from '../../lib/rate-limits';
import { errorResponses, bearerAuth as security } from '../../lib/route-schemas';
import { authOf } from '../../plugins/auth';

const errors = errorResponses(400, 401, 403, 404, 409, 422, 429);

/** /api/kyc: a player's identity submission and their documents. */
const kycRoutesPlugin: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/submit',
    {
      config: perAccount(10, '1 hour'),
      schema: {
        tags: ['kyc'],
        summary:
          'Submit KYC (multipart: fullName, dob, address, panNumber?, aadharFront, aadharBack, pancard; JPEG, PNG, WebP or PDF, 5 MB each)',
        security,
        consumes: ['multipart/form-data'],
        response: {
          201: kycSubmitResponseSchema,
          400: kycSubmitResponseSchema,
          409: kycSubmitResponseSchema,
          401: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { user } = authOf(request);
      try {
        const form = await readMultipartForm(request, {
          maxFileBytes: KYC_DOCUMENT_MAX_BYTES,
          maxFiles: 3,
          describeLimit: '5 MB',
        });
        const kycDetails = await app.kyc.submit(user, form);
        return reply.status(201).send({ success: true, data: { documents: kycDetails.documents, kycDetails } });
      } catch (error) {
        // The product's client (docs/product-rules.md, Calls) reads `success`, `error` and
        // `details`; our own errors carry `message` and `code` too.
        if (error instanceof AppError && (error.statusCode === 400 || error.statusCode === 409)) {
          const { message, details } = app.errorAnswers.of(error, answerLanguage(request));
          return reply.status(error.statusCode).send({
            success: false,
            error: message,
            details,
            message,
            code: error.code,
          });
        }
        throw error;
      }
    },
  );

  app.get(
    '/',
    {
      schema: {
        tags: ['kyc'],
        summary: 'The player’s KYC status and latest submission',
        security,
        response: { 200: kycDetailsSchema, 401: apiErrorSchema },
      },
    },
    async (request) => app.kyc.details(authOf(request).user),
  );

  app.get(
    '/documents/:fileId',
    {
      schema: {
        tags: ['kyc'],
        summary: 'A KYC document, for its owner and admins only (anyone else: 404)',
        security,
        params: kycDocumentParamsSchema,
        response: {
          200: z.any().describe('The document'),
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const file = await app.kyc.readDocument(authOf(request).user, request.params.fileId, request.ip);
      const disposition = (request.query as { download?: string }).download === '1' ? 'attachment' : 'inline';
      return reply
        .header('Content-Type', file.contentType)
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
        .send(file.bytes);
    },
  );
};

export const kycRoutes = fp(kycRoutesPlugin, {
  name: 'kyc-routes',
  dependencies: ['errors', 'auth', 'kyc'],
  encapsulate: true,
});

/** GET /api/mega-proxy: the product's file download call, which never fetches from outside. */
const megaProxyRoutesPlugin: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.get(
    '/',
    {
      schema: {
        tags: ['kyc'],
        summary: 'A stored document of the caller as base64; any other address is refused (no outside fetch)',
        security,
        querystring: megaProxyQuerySchema,
        response: { 200: megaProxyResponseSchema, 400: megaProxyErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const answer = await app.kyc.proxy(authOf(request).user, request.query.url, request.headers.host);
      if ('error' in answer) return reply.status(400).send({ error: answer.error ?? 'Not allowed' });
      return answer;
    },
  );
};

export const megaProxyRoutes = fp(megaProxyRoutesPlugin, {
  name: 'mega-proxy-routes',
  dependencies: ['auth', 'kyc'],
  encapsulate: true,
});

/** /api/admin/kyc: the review queue, oldest first, and the decisions. */
const adminKycRoutesPlugin: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: 'KYC submissions waiting for review, oldest first',
        security,
        response: { 200: adminKycQueueSchema, ...errors },
      },
    },
    async () => app.kyc.queue(),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One submission with its details, warnings and documents',
        security,
        params: kycSubmissionParamsSchema,
        response: { 200: adminKycSubmissionSchema, ...errors },
      },
    },
    async (request) => app.kyc.submission(request.params.id),
  );

  const decided = z.object({ message: z.string(), submission: adminKycSubmissionSchema });

  app.post(
    '/:id/approve',
    {
      schema: {
        tags: ['admin'],
        summary: 'Approve: the player is verified',
        security,
        params: kycSubmissionParamsSchema,
        response: { 200: decided, ...errors },
      },
    },
    async (request) => {
      await app.kyc.decide(authOf(request).user.id, request.params.id, { approve: true }, request.ip);
      const submission = await app.kyc.submission(request.params.id);
      return { message: 'KYC approved', submission };
    },
  );

  app.post(
    '/:id/reject',
    {
      schema: {
        tags: ['admin'],
        summary: 'Reject with a reason the player sees; they may submit again',
        security,
        params: kycSubmissionParamsSchema,
        body: kycRejectBodySchema,
        response: { 200: decided, ...errors },
      },
    },
    async (request) => {
      await app.kyc.decide(
        authOf(request).user.id,
        request.params.id,
        { approve: false, reason: request.body.reason },
        request.ip,
      );
      const submission = await app.kyc.submission(request.params.id);
      return { message: 'KYC rejected', submission };
    },
  );
};

export const adminKycRoutes = fp(adminKycRoutesPlugin, {
  name: 'admin-kyc-routes',
  dependencies: ['auth', 'kyc'],
  encapsulate: true,
});
