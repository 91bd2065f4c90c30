import {
  accessTokenResponseSchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  messageResponseSchema,
  registerBodySchema,
  registerResponseSchema,
  resetPasswordBodySchema,
} from '@ludo/shared/auth/auth.schemas';
import { apiErrorSchema } from '@ludo/shared/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perAddress } from '../../lib/rate-limits';
import { errorResponses } from '../../lib/route-schemas';
import { authOf, bearerToken } from '../../plugins/auth';
import { DEVICE_COOKIE, DEVICE_COOKIE_PATH, DEVICE_TRUST_DAYS } from './device-cookies';
import { RESET_REQUESTED_MESSAGE } from './password-resets';

const REFRESH_COOKIE = 'refreshToken';
const REFRESH_COOKIE_PATH = '/api/auth';

const errors = errorResponses(400, 401, 403, 409, 429);

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const secureCookie = app.config.env === 'production';
  const limits = app.config.rateLimit;

  function setRefreshCookie(reply: FastifyReply, token: string) {
    reply.setCookie(REFRESH_COOKIE, token, {
      httpOnly: true,
      sameSite: 'strict',
      secure: secureCookie,
      path: REFRESH_COOKIE_PATH,
      maxAge: app.config.refreshTokenTtlDays * 24 * 60 * 60,
    });
  }
  function clearRefreshCookie(reply: FastifyReply) {
    reply.clearCookie(REFRESH_COOKIE, {
      path: REFRESH_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'strict',
      secure: secureCookie,
    });
  }
  function setDeviceCookie(reply: FastifyReply, value: string) {
    reply.setCookie(DEVICE_COOKIE, value, {
      httpOnly: true,
      sameSite: 'strict',
      secure: secureCookie,
      path: DEVICE_COOKIE_PATH,
      maxAge: DEVICE_TRUST_DAYS * 24 * 60 * 60,
    });
  }
  const clientOf = (request: FastifyRequest) => ({ ipAddress: request.ip, userAgent: request.headers['user-agent'] });

  app.post(
    '/register',
    {
      config: perAddress(limits.registerPerHour, '1 hour'),
      schema: {
        tags: ['auth'],
        summary: 'Create a player account',
        body: registerBodySchema,
        response: { 201: registerResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { fullName, email, phone, password, ludoPlayerId, referralCode, state } = request.body;
      const userId = await app.authService.register({
        fullName,
        email,
        phone,
        password,
        ludoPlayerId,
        referralCode,
        state,
      });
      return reply.status(201).send({ message: 'User registered successfully', userId });
    },
  );

  app.post(
    '/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in with email or phone and password',
        body: loginBodySchema,
        response: { 200: accessTokenResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const tokens = await app.authService.login(request.body.identifier, request.body.password, {
        ...clientOf(request),
        deviceCookie: request.cookies[DEVICE_COOKIE],
      });
      setRefreshCookie(reply, tokens.refreshToken);
      setDeviceCookie(reply, tokens.deviceCookie);
      return { accessToken: tokens.accessToken };
    },
  );

  app.post(
    '/refresh',
    {
      // Per address only: a refresh token is single-use (it rotates, and a replay ends its session),
      // so counting per cookie would limit nothing; the cap is high enough for a carrier address.
      config: perAddress(limits.refreshPerMinute, '1 minute'),
      schema: {
        tags: ['auth'],
        summary: 'Exchange the refresh cookie for a new access token (rotates the cookie)',
        response: { 200: accessTokenResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      try {
        const tokens = await app.authService.refresh(request.cookies[REFRESH_COOKIE]);
        setRefreshCookie(reply, tokens.refreshToken);
        return { accessToken: tokens.accessToken };
      } catch (error) {
        clearRefreshCookie(reply);
        throw error;
      }
    },
  );

  app.post(
    '/forgot-password',
    {
      // Anonymous, so per address, sized for a carrier address; each account also gets at most a
      // few resets an hour whoever asks (password-resets.ts).
      config: perAddress(30, '15 minutes'),
      schema: {
        tags: ['auth'],
        summary: 'Send a reset link (email) or code (SMS); the same answer whether or not the account exists',
        body: forgotPasswordBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await app.passwordResets.request(request.body.identifier);
      return { message: RESET_REQUESTED_MESSAGE };
    },
  );

  app.post(
    '/reset-password',
    {
      config: perAddress(30, '15 minutes'),
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset link’s token or an SMS code; ends every session',
        body: resetPasswordBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await app.passwordResets.reset(request.body.token, request.body.password);
      return { message: 'Your password has been reset. Log in with your new password.' };
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'End this session (refresh cookie and, when sent, the bearer token)',
        response: { 200: messageResponseSchema },
      },
    },
    async (request, reply) => {
      await app.authService.logout(request.cookies[REFRESH_COOKIE], bearerToken(request));
      clearRefreshCookie(reply);
      return { message: 'Logged out' };
    },
  );

  app.post(
    '/logout-all',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Sign out every other device of this account',
        security: [{ bearerAuth: [] }],
        response: { 200: messageResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const { user, sessionId } = authOf(request);
      const ended = await app.authService.logoutOthers(user.id, sessionId);
      return { message: `Logged out from ${ended} other ${ended === 1 ? 'device' : 'devices'}` };
    },
  );
};

export default fp(authRoutes, { name: 'auth-routes', dependencies: ['auth', 'auth-service'], encapsulate: true });
