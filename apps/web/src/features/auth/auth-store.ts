import { create } from 'zustand';
import { decodeJwtPayload } from '@/lib/decode-jwt';

/** Where the product description says the access token lives. */
export const ACCESS_TOKEN_KEY = 'accessToken';

interface AuthState {
  isLoggedIn: boolean;
  accessToken: string;
  userId: string | undefined;
  /** Stores a token from login or refresh; userId comes from its userId claim. */
  setToken: (token: string) => void;
  /** Local logout: forget the token. */
  clear: () => void;
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

const initialToken = readStoredToken();

export const useAuthStore = create<AuthState>()((set) => ({
  // The spec: at load the user counts as logged in if an access token is in local storage.
  isLoggedIn: initialToken !== '',
  accessToken: initialToken,
  userId: initialToken ? userIdOf(initialToken) : undefined,
  setToken: (token) => {
    localStorage.setItem(ACCESS_TOKEN_KEY, token);
    set({ isLoggedIn: true, accessToken: token, userId: userIdOf(token) });
  },
  clear: () => {
    localStorage.removeItem(ACCESS_TOKEN_KEY);
    set({ isLoggedIn: false, accessToken: '', userId: undefined });
  },
}));
