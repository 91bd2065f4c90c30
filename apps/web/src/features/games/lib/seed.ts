/**
 * A client seed for the dice (docs/game-rules.md, "Client seeds"): 16 random bytes from the
 * browser's own generator, in base64url, so 22 characters of [A-Za-z0-9_-] as CLIENT_SEED_PATTERN
 * asks. The server cannot know it before the player's first roll, which is what makes its own
 * committed seed unable to steer the dice.
 */
export function randomClientSeed(bytes = 16): string {
  const random = crypto.getRandomValues(new Uint8Array(bytes));
  let binary = '';
  for (const byte of random) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
