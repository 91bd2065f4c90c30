import { apiErrorSchema } from '@ludo/shared/errors';
import { userSettingsSchema } from '@ludo/shared/users/settings.schemas';
import {
  changePasswordBodySchema,
  changePasswordResponseSchema,
  closeAccountBodySchema,
  profileSchema,
  setStateBodySchema,
  updateProfileBodySchema,
} from '@ludo/shared/users/users.schemas';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readMultipartForm } from '../../lib/multipart-form';
import { perAccount } from '../../lib/rate-limits';
import { bearerAuth, errorResponses } from '../../lib/route-schemas';
import { authOf } from '../../plugins/auth';
import { AVATAR_MAX_BYTES } from './avatar';

const security = bearerAuth;
const errors = errorResponses(400, 401, 409);
const limitedErrors = errorResponses(400, 401, 409, 429);

// Every change of who the player is (email, phone, password, picture) is limited per account: an
// unlimited profile change would tell, one 409 at a time, which emails and phones have accounts,
// and an unlimited password change would let a stolen access token guess the current password.
const identityChanges = () => perAccount(10, '1 hour');

const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/profile',
    {
      schema: {
        tags: ['users'],
        summary: 'The current user',
        security,
        response: { 200: profileSchema, 401: apiErrorSchema },
      },
    },
    async (request) => app.users.profile(authOf(request).user),
  );

  app.patch(
    '/profile',
    {
      config: identityChanges(),
      schema: {
        tags: ['users'],
        summary: 'Change name, email and phone',
        security,
        body: updateProfileBodySchema,
        response: { 200: profileSchema, ...limitedErrors },
      },
    },
    async (request) => app.users.updateProfile(authOf(request).user, request.body),
  );

  app.post(
    '/password',
    {
      config: identityChanges(),
      schema: {
        tags: ['users'],
        summary: 'Change the password; signs out every other device',
        security,
        body: changePasswordBodySchema,
        response: { 200: changePasswordResponseSchema, ...limitedErrors },
      },
    },
    async (request) => {
      const { user, sessionId } = authOf(request);
      await app.users.changePassword(user, sessionId, request.body);
      const accessToken = await app.accessTokens.sign({ userId: user.id, sid: sessionId, role: user.role });
      return { message: 'Password changed successfully', accessToken };
    },
  );

  app.put(
    '/state',
    {
      config: identityChanges(),
      schema: {
        tags: ['users'],
        summary: 'Say which state the player lives in (once: a change goes through support)',
        security,
        body: setStateBodySchema,
        response: { 200: profileSchema, ...limitedErrors },
      },
    },
    async (request) => app.users.setState(authOf(request).user, request.body.state),
  );

  app.post(
    '/close-account',
    {
      config: identityChanges(),
      schema: {
        tags: ['users'],
        summary: 'Close the account: refused while money or a game is open; erases personal data',
        security,
        body: closeAccountBodySchema,
        response: { 200: z.object({ message: z.string() }), ...limitedErrors },
      },
    },
    async (request) => {
      await app.users.close(authOf(request).user, request.body.password, request.ip, request.log);
      return { message: 'Your account is closed. We are sorry to see you go.' };
    },
  );

  app.get(
    '/settings',
    {
      schema: {
        tags: ['users'],
        summary: 'Saved preferences',
        security,
        response: { 200: userSettingsSchema, 401: apiErrorSchema },
      },
    },
    async (request) => app.users.settings(authOf(request).user.id),
  );

  app.put(
    '/settings',
    {
      schema: {
        tags: ['users'],
        summary: 'Save preferences',
        security,
        body: userSettingsSchema,
        response: { 200: userSettingsSchema, ...errors },
      },
    },
    async (request) => app.users.saveSettings(authOf(request).user.id, request.body),
  );

  app.post(
    '/avatar',
    {
      config: perAccount(20, '1 hour'),
      schema: {
        tags: ['users'],
        summary: 'Change the profile picture (multipart field picture: JPEG, PNG or WebP, at most 2 MB)',
        security: bearerAuth,
        consumes: ['multipart/form-data'],
        response: { 200: profileSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const form = await readMultipartForm(request, {
        maxFileBytes: AVATAR_MAX_BYTES,
        maxFiles: 1,
        describeLimit: '2 MB',
      });
      return app.users.replaceAvatar(authOf(request).user, form);
    },
  );

  app.get(
    '/avatar',
    {
      schema: {
        tags: ['users'],
        summary: 'The player’s own profile picture',
        security: bearerAuth,
        response: { 200: z.any().describe('The picture'), 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const picture = await app.users.avatar(authOf(request).user);
      return reply
        .header('Content-Type', picture.contentType)
        .header('Cache-Control', 'private, max-age=86400')
        .send(picture.bytes);
    },
  );
};

export default fp(usersRoutes, {
  name: 'users-routes',
  dependencies: ['auth', 'users'],
  encapsulate: true,
});
