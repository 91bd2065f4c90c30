import { apiErrorSchema } from '@ludo/shared/errors';

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 422 | 429;

/** The `{ message, code, details? }` error body (docs/architecture.md, API) for each status a route can answer. */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]): Record<S, typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<S, typeof apiErrorSchema>;
}

/** OpenAPI: the route needs `Authorization: Bearer <access token>`. */
export const bearerAuth = [{ bearerAuth: [] }];
