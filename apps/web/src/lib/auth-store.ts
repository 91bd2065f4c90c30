import { create } from 'zustand';
import { decodeJwtPayload } from '@/lib/decode-jwt';

/** Where the product says the access token lives (docs/product-rules.md, Sessions). */
export const ACCESS_TOKEN_KEY = 'accessToken';
/**
 * When the token in local storage was stored (milliseconds since the epoch). Every tab of the
 * browser reads the same local storage, so a tab that waited for another tab's refresh can tell
 * that a new token arrived meanwhile (lib/api-client's refreshAccessToken).
 */
export const ACCESS_TOKEN_STORED_AT_KEY = 'accessTokenStoredAt';

interface AuthState {
  isLoggedIn: boolean;
  accessToken: string;
  userId: string | undefined;
  /**
   * Where a login just made should land when no page asked to come back (an admin: the console),
   * or where a deliberate sign-out goes (logout, a closed account). The guards move on as soon as
   * the token changes, so the place is stored with it.
   */
  landing: string | null;
  /** Stores a token from login or refresh; userId comes from its userId claim. */
  setToken: (token: string, landing?: string) => void;
  /** Local logout: forget the token; `landing` is where a deliberate sign-out goes (else the login page, to come back). */
  clear: (landing?: string) => void;
}

function userIdOf(token: string): string | undefined {
  const claim = decodeJwtPayload(token)?.userId;
  return typeof claim === 'string' ? claim : undefined;
}

function readStoredToken(): string {
  try {
    return localStorage.getItem(ACCESS_TOKEN_KEY) ?? '';
  } catch {
    return '';
  }
}

/** The token in local storage if some tab (this one included) stored it at `since` or later. */
export function storedTokenSince(since: number): string | undefined {
  try {
    const token = localStorage.getItem(ACCESS_TOKEN_KEY);
    const storedAt = Number(localStorage.getItem(ACCESS_TOKEN_STORED_AT_KEY));
    return token && Number.isFinite(storedAt) && storedAt >= since ? token : undefined;
  } catch {
    return undefined;
  }
}

const initialToken = readStoredToken();

export const useAuthStore = create<AuthState>()((set) => ({
  // docs/product-rules.md, Sessions: at load the user counts as logged in if an access token is in local storage.
  isLoggedIn: initialToken !== '',
  accessToken: initialToken,
  userId: initialToken ? userIdOf(initialToken) : undefined,
  landing: null,
  setToken: (token, landing) => {
    localStorage.setItem(ACCESS_TOKEN_KEY, token);
    localStorage.setItem(ACCESS_TOKEN_STORED_AT_KEY, String(Date.now()));
    set({ isLoggedIn: true, accessToken: token, userId: userIdOf(token), landing: landing ?? null });
  },
  clear: (landing) => {
    localStorage.removeItem(ACCESS_TOKEN_KEY);
    localStorage.removeItem(ACCESS_TOKEN_STORED_AT_KEY);
    set({ isLoggedIn: false, accessToken: '', userId: undefined, landing: landing ?? null });
  },
}));
