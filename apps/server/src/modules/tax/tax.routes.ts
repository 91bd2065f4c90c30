import { BRAND_NAME } from '@ludo/shared/brand';
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
import { requestLanguage } from '../../lib/request-language';
import { bearerAuth, errorResponses } from '../../lib/route-schemas';
import { authOf } from '../../plugins/auth';
import { savedLanguageOf } from '../users/users.service';
import { taxQuarters, taxStatement } from './tax.service';
import { statementCsv, statementPdf } from './tax-documents';

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
    async (request) => taxStatement(app.db, authOf(request).user.id, request.query.year, answerLanguage(request)),
  );

  // The same statement as a file to download: the body is the file, not JSON. A file is kept and
  // read away from the page, so it is written in the language the player saved in Settings; a
  // player who never chose one gets the page's language (the web app's Accept-Language).
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
        const { user } = authOf(request);
        const language = requestLanguage(await savedLanguageOf(app.db, user.id), request.headers['accept-language']);
        const statement = await taxStatement(app.db, user.id, request.query.year, language);
        reply.header('Content-Disposition', `attachment; filename="tax-statement-${statement.label}.${format}"`);
        return format === 'csv'
          ? reply.type('text/csv; charset=utf-8').send(statementCsv(statement, user, language))
          : reply.type('application/pdf').send(await statementPdf(statement, user, BRAND_NAME, language));
      },
    );
  }
};

export const taxRoutes = fp(taxRoutesPlugin, { name: 'tax-routes', dependencies: ['db', 'auth'], encapsulate: true });

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
    async (request) => taxQuarters(app.db, request.query.year),
  );
};

export const adminTaxRoutes = fp(adminTaxRoutesPlugin, {
  name: 'admin-tax-routes',
  dependencies: ['db', 'auth'],
  encapsulate: true,
});
