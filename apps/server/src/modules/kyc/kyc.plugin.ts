import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { KycService } from './kyc.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Identity checks: the player's submission, the admins' review and the documents' access. */
    kyc: KycService;
  }
}

/**
 * KYC: one service for the player's, the document proxy's and the admin console's routes. A
 * submission or a decision changes the player's row, so their cached sessions are dropped
 * (docs/decisions/0003).
 */
async function kycPlugin(app: FastifyInstance) {
  app.decorate('kyc', new KycService(app.db, app.files, (userId) => app.authCache.invalidateUser(userId)));
}

export default fp(kycPlugin, { name: 'kyc', dependencies: ['db', 'auth', 'storage'] });
