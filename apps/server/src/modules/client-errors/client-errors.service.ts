import type { ClientErrorReport } from '@ludo/shared/client-errors/client-errors.schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { AccessTokens } from '../auth/tokens';

/** Who sent a report, as far as the request says. */
export interface ReportSender {
  /** The Authorization header's token, when the page had one. */
  accessToken: string | undefined;
  /** The request's id, to find the lines around it. */
  requestId: string;
}

export class ClientErrorsService {
  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly tokens: AccessTokens,
  ) {}

  /**
   * Writes the report to the log, with the account it came from when the page sent a valid access
   * token. A page fails signed in or not, and an expired token is a common reason for a signed-in
   * one to fail: neither refuses the report; only the account is then left out. The token is read,
   * not checked against the sessions: the report answers nothing and reaches no data.
   */
  async record(report: ClientErrorReport, sender: ReportSender): Promise<void> {
    const claims = sender.accessToken ? await this.tokens.verify(sender.accessToken) : null;
    this.log.warn({ clientError: report, userId: claims?.userId, reqId: sender.requestId }, 'web app failure');
  }
}
