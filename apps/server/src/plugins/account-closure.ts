import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AccountClosure } from '../lib/account-closure';

declare module 'fastify' {
  interface FastifyInstance {
    accountClosure: AccountClosure;
  }
}

/** The registry the modules join to take part in closing an account (lib/account-closure). */
async function accountClosurePlugin(app: FastifyInstance) {
  app.decorate('accountClosure', new AccountClosure());
}

export default fp(accountClosurePlugin, { name: 'account-closure' });
