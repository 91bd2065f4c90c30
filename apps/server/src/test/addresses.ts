/**
 * Client addresses for tests of routes limited per address: each call returns a new address under
 * `prefix` (the first two octets, such as '10.74'), so that a test file can send more requests than
 * one client may. Files pass different prefixes, so an address in a failure names its file.
 */
export function addressSequence(prefix: string): () => string {
  let calls = 0;
  return () => {
    calls += 1;
    return `${prefix}.${Math.floor(calls / 250)}.${(calls % 250) + 1}`;
  };
}
