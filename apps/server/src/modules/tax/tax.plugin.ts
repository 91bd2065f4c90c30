import { BRAND_NAME } from '@ludo/shared/brand';
import type { TaxQuarters, TaxStatement } from '@ludo/shared/tax/tax.schemas';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import type { Language } from '../../lib/i18n';
import { requestLanguage } from '../../lib/request-language';
import { savedLanguageOf } from '../users/users.service';
import { taxQuarters, taxStatement } from './tax.service';
import { type StatementHolder, statementCsv, statementPdf } from './tax-documents';

declare module 'fastify' {
  interface FastifyInstance {
    tax: TaxService;
  }
}

/** A statement as a file to download. */
export interface StatementFile {
  fileName: string;
  contentType: string;
  body: string | Buffer;
}

/** The tax a player's winnings paid: their statement of a financial year, and the quarters' totals for admins. */
export class TaxService {
  constructor(private readonly db: Database) {}

  statement(userId: string, year: number | undefined, language: Language): Promise<TaxStatement> {
    return taxStatement(this.db, userId, year, language);
  }

  /**
   * The statement as a CSV or PDF file. A file is kept and read away from the page, so it is
   * written in the language the player saved in Settings; a player who never chose one gets the
   * page's language (`acceptLanguage`, as the web app sends it).
   */
  async statementFile(
    holder: StatementHolder & { id: string },
    year: number | undefined,
    format: 'csv' | 'pdf',
    acceptLanguage: string | undefined,
  ): Promise<StatementFile> {
    const language = requestLanguage(await savedLanguageOf(this.db, holder.id), acceptLanguage);
    const statement = await taxStatement(this.db, holder.id, year, language);
    const fileName = `tax-statement-${statement.label}.${format}`;
    return format === 'csv'
      ? { fileName, contentType: 'text/csv; charset=utf-8', body: statementCsv(statement, holder, language) }
      : { fileName, contentType: 'application/pdf', body: await statementPdf(statement, holder, BRAND_NAME, language) };
  }

  quarters(year: number | undefined): Promise<TaxQuarters> {
    return taxQuarters(this.db, year);
  }
}

async function taxPlugin(app: FastifyInstance) {
  app.decorate('tax', new TaxService(app.db));
}

export default fp(taxPlugin, { name: 'tax', dependencies: ['db'] });
