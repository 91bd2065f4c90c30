import {
  taxQuartersQuerySchema,
  taxQuartersSchema,
  taxStatementQuerySchema,
  taxStatementSchema,
} from '@ludo/shared/tax/tax.schemas';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerLanguage } from '../../lib/error-messages';
import { perAccount } from '../../lib/rate-limits';
import { bearerAuth, errorResponses } from '../../lib/route-schemas';
import { authOf } from '../../plugins/auth';

/** GET /api/tax/statement(.csv|.pdf): the player's tax statement of a financial year (real money only). */
const taxRoutesPlugin: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/statement',
    {
      config: perAccount(30, '1 minute'),
      schema: {
        tags: ['tax'],
        summary: 'The player’s deductions of tax in a financial year: net winnings and TDS of each',
        security: bearerAuth,
        querystring: taxStatementQuerySchema,
        response: { 200: taxStatementSchema, ...errorResponses(400, 401, 429) },
      },
    },
    // Shown in the page beside its other texts: in the page's language, as the web app sends it.
    async (request) => app.tax.statement(authOf(request).user.id, request.query.year, answerLanguage(request)),
  );

  // The same statement as a file to download: the body is the file, not JSON (its language: TaxService).
  for (const format of ['csv', 'pdf'] as const) {
    app.get(
      `/statement.${format}`,
      {
        config: perAccount(30, '1 minute'),
        schema: {
          tags: ['tax'],
          summary: `The statement as ${format.toUpperCase()}`,
          security: bearerAuth,
          querystring: taxStatementQuerySchema,
          response: {
            200: z.any().describe(`The statement as a ${format.toUpperCase()} file`),
            ...errorResponses(400, 401, 429),
          },
        },
      },
      async (request, reply) => {
        const file = await app.tax.statementFile(
          authOf(request).user,
          request.query.year,
          format,
          request.headers['accept-language'],
        );
        reply.header('Content-Disposition', `attachment; filename="${file.fileName}"`);
        return reply.type(file.contentType).send(file.body);
      },
    );
  }
};

export const taxRoutes = fp(taxRoutesPlugin, { name: 'tax-routes', dependencies: ['auth', 'tax'], encapsulate: true });

/** GET /api/admin/tax/quarters: TDS withheld per quarter of a financial year. */
const adminTaxRoutesPlugin: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/quarters',
    {
      schema: {
        tags: ['admin'],
        summary: 'TDS withheld in each quarter of a financial year, for the quarterly TDS return',
        security: bearerAuth,
        querystring: taxQuartersQuerySchema,
        response: { 200: taxQuartersSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => app.tax.quarters(request.query.year),
  );
};

export const adminTaxRoutes = fp(adminTaxRoutesPlugin, {
  name: 'admin-tax-routes',
  dependencies: ['auth', 'tax'],
  encapsulate: true,
});
