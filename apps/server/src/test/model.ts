import { codeOf, type Reply } from './match-books';

/**
 * The pieces model-based tests share: what a command's answer should be, a check of the answer,
 * and a tally of the outcomes seen (printed with MODEL_STATS, to see that the random sequences
 * reach every branch). Each test file runs in its own module scope, so each has its own tally.
 */

export interface Expected {
  status: number;
  code?: string;
}
export const ok = (status = 200): Expected => ({ status });
export const refused = (status: number, code: string): Expected => ({ status, code });

/** A command's pick from a list by a random index (undefined when the list is empty). */
export const at = <T>(list: readonly T[], index: number): T | undefined =>
  list.length === 0 ? undefined : list[index % list.length];

const outcomes = new Map<string, number>();
/** Counts an outcome that is not an HTTP answer (a sweep's decision, a deadline passing). */
export const tally = (outcome: string) => outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);

export function expectReply(reply: Reply, expected: Expected, what: string) {
  tally(`${what.split(' ')[0]} ${expected.code ?? expected.status}`);
  const got = { status: reply.statusCode, code: codeOf(reply) };
  const want = { status: expected.status, code: expected.code };
  if (got.status !== want.status || got.code !== want.code) {
    throw new Error(`${what}: expected ${JSON.stringify(want)}, got ${JSON.stringify(got)} ${reply.body}`);
  }
}

/** With MODEL_STATS set, how often each outcome came up. */
export function printOutcomes() {
  if (!process.env.MODEL_STATS) return;
  console.warn(
    [...outcomes]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, n]) => `${k}: ${n}`)
      .join('\n'),
  );
}
