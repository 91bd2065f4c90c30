/**
 * The seed hash each game showed this browser when it was first seen (docs/game-rules.md,
 * Provably fair dice). The check page compares the transcript's hash with it: a server that
 * changed the seed and its hash after the start would be caught here, not only by the hash the
 * transcript itself carries.
 */

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

const KEY = 'ludo-arena:seed-hashes';
/** The most recent games kept; older ones are forgotten first. */
const KEEP = 200;

function browserStore(): KeyValueStore | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage can be refused (private modes, blocked cookies): the check then relies on the transcript.
    return null;
  }
}

function read(store: KeyValueStore): Array<[string, string]> {
  try {
    const parsed: unknown = JSON.parse(store.getItem(KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter(
          (entry): entry is [string, string] =>
            Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

/** Keeps the first hash seen for a game; a later, different one never replaces it. */
export function rememberSeedHash(matchId: string, hash: string, store: KeyValueStore | null = browserStore()): void {
  if (!store) return;
  const entries = read(store);
  if (entries.some(([id]) => id === matchId)) return;
  const kept = [...entries, [matchId, hash.toLowerCase()] as [string, string]].slice(-KEEP);
  try {
    store.setItem(KEY, JSON.stringify(kept));
  } catch {
    // A full storage only loses this extra check.
  }
}

/** The hash this browser was first shown for a game, or null if it never showed it here. */
export function rememberedSeedHash(matchId: string, store: KeyValueStore | null = browserStore()): string | null {
  if (!store) return null;
  return read(store).find(([id]) => id === matchId)?.[1] ?? null;
}
