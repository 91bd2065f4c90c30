import { describe, expect, it } from 'vitest';
import { returnPathFrom, safeReturnPath, withReturn } from '../src/features/auth/lib/return-to';

/** After logging in, a visitor returns to the player or admin page that sent them, and nowhere else. */
describe('the page to return to after login', () => {
  it('keeps a player or admin page with its query', () => {
    expect(safeReturnPath('/user/tournaments/join/abc')).toBe('/user/tournaments/join/abc');
    expect(safeReturnPath('/user/tournaments?tab=mine')).toBe('/user/tournaments?tab=mine');
    expect(safeReturnPath('/admin/tournaments?tournament=t-1')).toBe('/admin/tournaments?tournament=t-1');
    expect(safeReturnPath('/user')).toBe('/user');
  });

  it('refuses other origins, public pages and look-alikes', () => {
    for (const value of [
      null,
      '',
      'https://evil.example/user',
      '//evil.example/user',
      '/\\evil.example/user',
      '/users/1',
      '/userx',
      '/login',
      '/',
      'user/wallet',
      `/user/${'a'.repeat(600)}`,
    ]) {
      expect(safeReturnPath(value), String(value)).toBeNull();
    }
  });

  it('writes and reads the next parameter, leaving the plain dashboard out', () => {
    const login = withReturn('/login', '/user/tournaments/join/abc');
    expect(login).toBe('/login?next=%2Fuser%2Ftournaments%2Fjoin%2Fabc');
    expect(returnPathFrom(login.slice('/login'.length))).toBe('/user/tournaments/join/abc');
    expect(withReturn('/login', '/user')).toBe('/login');
    expect(withReturn('/login', '//evil.example')).toBe('/login');
    expect(returnPathFrom('?next=https%3A%2F%2Fevil.example')).toBeNull();
  });
});
