import {
  adminReviewListQuerySchema,
  adminReviewListSchema,
  featuredReviewsResponseSchema,
  myReviewResponseSchema,
  myReviewSchema,
  reviewBodySchema,
  reviewDecisionBodySchema,
  reviewIdParamsSchema,
} from '@ludo/shared/reviews/reviews.schemas';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perAccount, perAddress } from '../../lib/rate-limits';
import { errorResponses, bearerAuth as security } from '../../lib/route-schemas';
import { authOf } from '../../plugins/auth';

/** /api/reviews: the landing's featured reviews (public), and the player's own review. */
const reviewsRoutesPlugin: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/featured',
    {
      config: perAddress(300, '1 minute'),
      schema: {
        tags: ['reviews'],
        summary: 'Featured reviews for the landing page (public): initials, role, stars and text',
        response: { 200: featuredReviewsResponseSchema, ...errorResponses(429) },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=60');
      return { reviews: await app.reviews.featured() };
    },
  );

  app.get(
    '/mine',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['reviews'],
        summary: 'Whether the player may review yet, and their review',
        security,
        response: { 200: myReviewResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => app.reviews.mine(authOf(request).user.id),
  );

  app.put(
    '/mine',
    {
      onRequest: app.authenticate,
      config: perAccount(10, '1 hour'),
      schema: {
        tags: ['reviews'],
        summary: 'Write or change one’s review (it waits for approval again)',
        security,
        body: reviewBodySchema,
        response: { 200: myReviewSchema, ...errorResponses(400, 401, 422, 429) },
      },
    },
    async (request) => app.reviews.save(authOf(request).user.id, request.body),
  );
};

export const reviewsRoutes = fp(reviewsRoutesPlugin, {
  name: 'reviews-routes',
  dependencies: ['auth', 'reviews'],
  encapsulate: true,
});

/** /api/admin/reviews: the queue, and approving (featuring) or rejecting a review. */
const adminReviewsRoutesPlugin: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Reviews, newest first, optionally of one status',
        security,
        querystring: adminReviewListQuerySchema,
        response: { 200: adminReviewListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ reviews: await app.reviews.adminList(request.query.status) }),
  );

  app.post(
    '/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Approve (and feature, or not) or reject a review; audited',
        security,
        params: reviewIdParamsSchema,
        body: reviewDecisionBodySchema,
        response: { 200: myReviewSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      app.reviews.decide({ adminId: authOf(request).user.id, ipAddress: request.ip }, request.params.id, request.body),
  );
};

export const adminReviewsRoutes = fp(adminReviewsRoutesPlugin, {
  name: 'admin-reviews-routes',
  dependencies: ['auth', 'reviews'],
  encapsulate: true,
});
