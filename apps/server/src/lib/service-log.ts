import type { FastifyBaseLogger } from 'fastify';

/**
 * What a service needs of the app's logger (pino): lines for operators, with personal data kept
 * out by the app's serializers (lib/log-redaction.ts). Services take it from their plugin.
 */
export type ServiceLog = Pick<FastifyBaseLogger, 'warn' | 'error'>;

/** For a service built outside the app (a test calling it directly), where no one reads the log. */
export const unreadLog: ServiceLog = { warn: () => undefined, error: () => undefined };
