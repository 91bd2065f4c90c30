import { describe, expect, it } from 'vitest';
import { HYDRATED_ATTRIBUTE, TOKEN_KEY } from '../src/landing-boot';
import { ACCESS_TOKEN_KEY } from '../src/lib/auth-store';
import { HEADER_HYDRATED_ATTRIBUTE } from '../src/lib/page-hydration';

/**
 * The landing's first script imports nothing from the app, so that it stays its own few hundred
 * bytes (docs/decisions/0024-landing-app-after-load.md): the two names it shares with the app are
 * written twice, and held equal here.
 */
describe('the landing page first script', () => {
  it('reads the token where the app keeps it', () => {
    expect(TOKEN_KEY).toBe(ACCESS_TOKEN_KEY);
  });

  it('waits for the attribute the public header sets once React has it', () => {
    expect(HYDRATED_ATTRIBUTE).toBe(HEADER_HYDRATED_ATTRIBUTE);
  });
});
