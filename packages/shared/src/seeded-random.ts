/**
 * A small deterministic random generator (mulberry32): one number replays a whole sequence, so a
 * property test that fails can be run again from fast-check's seed. For tests and simulations, never
 * for anything a player's money or a game's dice depend on.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
