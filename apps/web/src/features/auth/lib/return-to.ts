import { paths } from '@/config/paths';

/** The query parameter of /login and /register that names where to go once logged in. */
export const RETURN_PARAM = 'next';

/**
 * Where a visitor sent to log in should return: only a page of the player or admin area on this
 * origin. Anything else (another origin, `//host`, a backslash, a public page) is ignored, so the
 * parameter cannot send a player somewhere they did not mean to go.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 512) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  const [pathname = ''] = value.split(/[?#]/, 1);
  const areas = [paths.user.dashboard, paths.admin.dashboard];
  return areas.some((area) => pathname === area || pathname.startsWith(`${area}/`)) ? value : null;
}

/** /login (or /register) with the page to come back to, when there is one worth keeping. */
export function withReturn(page: string, returnTo: string | null | undefined): string {
  const safe = safeReturnPath(returnTo);
  if (!safe || safe === paths.user.dashboard) return page;
  return `${page}?${new URLSearchParams({ [RETURN_PARAM]: safe }).toString()}`;
}

/** The page to open after logging in, read from the current address's query. */
export function returnPathFrom(search: string): string | null {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM));
}
