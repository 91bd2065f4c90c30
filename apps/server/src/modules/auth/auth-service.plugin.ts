import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AuthService } from './auth.service';
import { authClosure } from './auth-closure';
import { PasswordResets } from './password-resets';

declare module 'fastify' {
  interface FastifyInstance {
    /** Accounts and sessions: registration, login, refresh and logout. */
    authService: AuthService;
    /** Forgotten passwords: the link or code, and the reset that ends every session. */
    passwordResets: PasswordResets;
  }
}

/**
 * The auth routes' services. The 'auth' plugin (plugins/auth.ts) guards requests with the tokens
 * and session cache these services issue and drop; a self-exclusion may refuse a login.
 */
async function authServicePlugin(app: FastifyInstance) {
  app.decorate(
    'authService',
    new AuthService(app.db, app.config, app.accessTokens, app.authCache, (userId) =>
      app.responsibleGaming.loginRefusal(userId),
    ),
  );
  app.decorate('passwordResets', new PasswordResets(app.db, app.mailer, app.sms, app.authCache, app.config.publicUrl));
  app.accountClosure.register('auth', authClosure);
}

export default fp(authServicePlugin, {
  name: 'auth-service',
  dependencies: ['db', 'auth', 'messaging', 'responsible-gaming', 'account-closure'],
});
