import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerAccounts, ledgerTransfers, matches, matchResults, storedFiles } from '../../db/schema';
import { coinWords } from '../../lib/i18n';
import { startOfIstWeek } from '../../lib/india-time';
import { countRows, createTestApp, platformBalance, type TestApp } from '../../test/harness';
import { jpegSegment, plainJpeg, plainPng, pngChunk } from '../../test/images';
import { matchServices, nextRoomCode, PNG_BYTES, resultForm } from '../../test/matches';
import { inMoneyMode } from '../../test/money-text';
import { bearer, creditPlayer, quickAdmin, quickPlayer } from '../../test/users';
import { userBalance } from '../ledger/ledger.service';
import { leaderboard } from './leaderboard';
import { MATCH_NOT_FOUND } from './match-records';

/**
 * How a match ends (docs/product-rules.md, Rooms and matches): each player reports won or lost with a screenshot;
 * opposite claims pay the winner at once, matching claims go to an admin, an unanswered claim
 * stands after its deadline, a silent match goes to review; both players may agree to cancel;
 * an admin decides a match under review. Then the figures players see: summary, history, leaderboard.
 */

type Player = { accessToken: string; userId: string };

let t: TestApp;
let admin: Player;
beforeAll(async () => {
  t = await createTestApp({ MATCH_SWEEP_INTERVAL_MS: '0' });
  admin = await quickAdmin(t.app);
});
afterAll(() => t.close());

// Creating rooms and sending results are limited per address: each call comes from its own.
let calls = 0;
const nextAddress = () => {
  calls += 1;
  return `10.72.${Math.floor(calls / 250)}.${(calls % 250) + 1}`;
};

/** Helpers bound to one test app (the fee test runs its own). */
function matchApi(app: () => TestApp) {
  const inject = (
    who: Player | null,
    method: 'GET' | 'POST',
    url: string,
    payload?: Record<string, unknown> | Buffer,
    headers: Record<string, string> = {},
  ) =>
    app().app.inject({
      method,
      url,
      headers: { ...(who ? bearer(who) : {}), ...headers },
      ...(payload === undefined ? {} : { payload }),
      remoteAddress: nextAddress(),
    });

  async function player(money: { depositPaise?: number; winningsPaise?: number } = { depositPaise: 50_000 }) {
    const created = await quickPlayer(app().app);
    await creditPlayer(app().app.db, created.userId, money);
    return created;
  }

  async function openRoom(creator: Player, stake = 50) {
    const response = await inject(creator, 'POST', '/api/rooms', { roomId: nextRoomCode(), stake });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { matchId: string }).matchId;
  }

  /** Two funded players and a match between them, being played. */
  async function started(stake = 50, money?: { depositPaise?: number; winningsPaise?: number }) {
    const creator = await player(money);
    const joiner = await player(money);
    const matchId = await openRoom(creator, stake);
    const asked = await inject(joiner, 'POST', `/api/rooms/${matchId}/request`);
    expect(asked.statusCode, asked.body).toBe(201);
    const { requestId } = asked.json() as { requestId: string };
    const accepted = await inject(creator, 'POST', `/api/matches/${matchId}/requests/${requestId}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    return { matchId, creator, joiner };
  }

  const submit = (
    who: Player,
    matchId: string,
    result: string | undefined,
    file: { bytes: Buffer; name?: string; type?: string } | null = { bytes: PNG_BYTES },
  ) => {
    const form = resultForm(result, file ?? undefined);
    return inject(who, 'POST', `/api/matches/${matchId}/result`, form.payload, { 'content-type': form.contentType });
  };

  async function report(who: Player, matchId: string, result: 'won' | 'lost', bytes = PNG_BYTES) {
    const response = await submit(who, matchId, result, { bytes });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { message: string; match: Detail };
  }

  async function detail(who: Player, matchId: string): Promise<Detail> {
    const response = await inject(who, 'GET', `/api/matches/${matchId}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Detail;
  }

  async function transactions(who: Player) {
    const response = await inject(who, 'GET', '/api/transactions');
    expect(response.statusCode).toBe(200);
    return response.json() as Array<{ type: string; amount: number; status: string; details: string | null }>;
  }

  const balance = (who: Player) => userBalance(app().database.db, who.userId);

  async function escrowPaise(matchId: string): Promise<number> {
    const [row] = await app()
      .database.db.select({ balance: ledgerAccounts.balancePaise })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.kind, 'escrow'), eq(ledgerAccounts.refId, matchId)));
    return row?.balance ?? 0;
  }

  return { inject, player, openRoom, started, submit, report, detail, transactions, balance, escrowPaise };
}

interface MatchPlayer {
  userId: string;
  name: string;
  ludoPlayerId: string;
  record: { played: number; won: number; lost: number };
}

interface Detail {
  id: string;
  status: string;
  winnerId: string | null;
  resolution: string | null;
  reviewReason: string | null;
  decisionReason: string | null;
  cancelRequestedBy: string | null;
  resultDeadlineAt: string | null;
  startedAt: string | null;
  prizePool: number;
  platformFee: number;
  results: Array<{ userId: string; claim: string; screenshotUrl: string }>;
  creator: MatchPlayer;
  opponent: MatchPlayer | null;
  timeline: Array<{ text: string }>;
}

const api = matchApi(() => t);
const { inject, player, started, submit, report, detail, transactions, balance, escrowPaise } = api;

/** Every file under DATA_DIR/files, as paths relative to it. */
function storedFilesOnDisk(): string[] {
  const root = join(t.config.dataDir, 'files');
  const walk = (dir: string): string[] =>
    existsSync(dir)
      ? readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
          entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name).slice(root.length + 1)],
        )
      : [];
  return walk(root);
}

/** What a refused result must leave as it was. */
const uploads = async () => ({
  storedFiles: await countRows(t.database, storedFiles),
  results: await countRows(t.database, matchResults),
  onDisk: storedFilesOnDisk().length,
});

/**
 * A well-formed PNG of about `size` bytes, unique per call: random bytes in a private chunk, which
 * the server keeps (bytes after the image's end would be dropped).
 */
const pngOf = (size: number) => plainPng(pngChunk('raNd', randomBytes(Math.max(0, size - 82))));

async function matchRow(matchId: string) {
  const [row] = await t.database.db.select().from(matches).where(eq(matches.id, matchId));
  if (!row) throw new Error('no match');
  return row;
}

describe('opposite claims', () => {
  it('settle at once: the winner’s winnings grow by both stakes and escrow ends empty', async () => {
    const { matchId, creator, joiner } = await started(50);
    const before = await balance(creator);

    const first = await report(creator, matchId, 'won');
    expect(first.message).toBe('Result submitted! Awaiting your opponent’s confirmation.');
    expect(first.match.status).toBe('active');
    // The opponent has the confirmation window (10 minutes) to answer.
    const deadline = Date.parse(first.match.resultDeadlineAt ?? '');
    expect(deadline - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(deadline - Date.now()).toBeLessThanOrEqual(10 * 60_000);

    const second = await report(joiner, matchId, 'lost');
    expect(second.message).toBe('Result submitted! Both results agree and the prize has been paid.');
    expect(second.match).toMatchObject({ status: 'settled', winnerId: creator.userId, resolution: 'results_agreed' });

    expect(await balance(creator)).toEqual({
      depositPaise: before.depositPaise,
      winningsPaise: before.winningsPaise + 10_000,
    });
    expect(await escrowPaise(matchId)).toBe(0);
    expect((await transactions(creator))[0]).toMatchObject({
      type: 'winning',
      amount: 100,
      status: 'paid',
      details: inMoneyMode('Prize, ₹50 1v1 match'),
    });
    expect((await transactions(joiner)).filter((row) => row.type === 'winning')).toEqual([]);
    const seen = await detail(joiner, matchId);
    expect(seen.timeline.at(-1)?.text).toMatch(new RegExp(` won the match and received ${inMoneyMode('₹100')}\\.$`));
  });

  it('pay whoever the claims agree on when the first claim is a loss', async () => {
    const { matchId, creator, joiner } = await started(200);
    await report(creator, matchId, 'lost');
    const { match } = await report(joiner, matchId, 'won');
    expect(match).toMatchObject({ status: 'settled', winnerId: joiner.userId });
    expect((await balance(joiner)).winningsPaise).toBe(40_000);
    expect(await escrowPaise(matchId)).toBe(0);
  });

  it('ask for the match to be played first: no result while the room is open (409)', async () => {
    const creator = await player();
    const matchId = await api.openRoom(creator);
    const before = await uploads();
    const response = await submit(creator, matchId, 'won');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'MATCH_NOT_ACTIVE',
      message: 'Results can only be submitted while the match is being played.',
    });
    expect(await uploads()).toEqual(before);
  });

  it('end the match: a result after it is settled is refused (409) and nothing is stored', async () => {
    const { matchId, creator, joiner } = await started();
    await report(creator, matchId, 'won');
    await report(joiner, matchId, 'lost');
    const before = await uploads();
    const response = await submit(joiner, matchId, 'won');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'MATCH_NOT_ACTIVE' });
    expect(await uploads()).toEqual(before);
  });

  it('allow one result per player: a second is refused (409) and its file is not kept', async () => {
    const { matchId, creator } = await started();
    await report(creator, matchId, 'won');
    const before = await uploads();
    const response = await submit(creator, matchId, 'lost');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'RESULT_ALREADY_SUBMITTED',
      message: 'You have already submitted your result for this match.',
    });
    expect(await uploads()).toEqual(before);
    expect((await detail(creator, matchId)).results).toEqual([expect.objectContaining({ claim: 'won' })]);
  });
});

describe('a platform fee (MATCH_PLATFORM_FEE_PERCENT=10)', () => {
  let feeApp: TestApp;
  const fee = matchApi(() => feeApp);
  beforeAll(async () => {
    feeApp = await createTestApp({ MATCH_SWEEP_INTERVAL_MS: '0', MATCH_PLATFORM_FEE_PERCENT: '10' });
  });
  afterAll(() => feeApp?.close());

  it('pays ₹90 for a ₹50 match and keeps ₹10 as revenue', async () => {
    const { matchId, creator, joiner } = await fee.started(50);
    expect(await fee.detail(creator, matchId)).toMatchObject({ prizePool: 90, platformFee: 10 });
    const revenueBefore = await platformBalance(feeApp.database, 'revenue');
    const winningsBefore = (await fee.balance(joiner)).winningsPaise;

    await fee.report(creator, matchId, 'lost');
    await fee.report(joiner, matchId, 'won');

    expect((await fee.balance(joiner)).winningsPaise).toBe(winningsBefore + 9_000);
    expect(await platformBalance(feeApp.database, 'revenue')).toBe(revenueBefore + 1_000);
    expect(await fee.escrowPaise(matchId)).toBe(0);
    expect((await fee.transactions(joiner))[0]).toMatchObject({ type: 'winning', amount: 90 });
    const summary = await fee.inject(joiner, 'GET', '/api/matches/summary');
    expect(summary.json()).toMatchObject({ totalWinnings: 90, wins: 1 });
  });
});

describe('conflicting and missing answers', () => {
  it('both claiming the win sends the match to an admin (conflicting_claims), stakes still held', async () => {
    const { matchId, creator, joiner } = await started();
    await report(creator, matchId, 'won');
    const { message, match } = await report(joiner, matchId, 'won');
    expect(message).toBe('Result submitted! The results do not agree, so an admin will review the match.');
    expect(match).toMatchObject({ status: 'review', reviewReason: 'conflicting_claims', winnerId: null });
    expect(await escrowPaise(matchId)).toBe(10_000);

    const queue = await inject(admin, 'GET', '/api/admin/matches/disputes');
    expect(queue.statusCode).toBe(200);
    expect(queue.json()).toContainEqual(
      expect.objectContaining({
        id: matchId,
        stake: 50,
        reviewReason: 'conflicting_claims',
        title: inMoneyMode('₹50 1v1 Match'),
      }),
    );
  });

  it.each([
    ['won', 'the claimant'],
    ['lost', 'the opponent'],
  ] as const)('an unanswered first claim of "%s" stands after its deadline: %s is paid', async (claim, _who) => {
    const { matchId, creator, joiner } = await started();
    const { match } = await report(creator, matchId, claim);
    const deadline = Date.parse(match.resultDeadlineAt ?? '');
    const { results } = matchServices(t);

    await results.settleUnanswered(new Date(deadline - 1000));
    expect((await detail(creator, matchId)).status).toBe('active');

    expect(await results.settleUnanswered(new Date(deadline + 1000))).toBeGreaterThanOrEqual(1);
    const winner = claim === 'won' ? creator : joiner;
    const settled = await detail(joiner, matchId);
    expect(settled).toMatchObject({ status: 'settled', winnerId: winner.userId, resolution: 'result_unanswered' });
    expect((await balance(winner)).winningsPaise).toBe(10_000);
    expect(await escrowPaise(matchId)).toBe(0);

    // Too late for the other player now.
    expect((await submit(joiner, matchId, 'won')).statusCode).toBe(409);
  });

  it('a match with no result goes to an admin once its review time has passed (no_result)', async () => {
    const { matchId, creator, joiner } = await started();
    const reviewAt = (await matchRow(matchId)).reviewAt?.getTime() ?? 0;
    expect(reviewAt - Date.parse((await detail(creator, matchId)).startedAt ?? '')).toBe(60 * 60_000);
    const { results } = matchServices(t);

    await results.sendStaleToReview(new Date(reviewAt - 1000));
    expect((await detail(creator, matchId)).status).toBe('active');

    expect(await results.sendStaleToReview(new Date(reviewAt + 1000))).toBeGreaterThanOrEqual(1);
    expect(await detail(joiner, matchId)).toMatchObject({ status: 'review', reviewReason: 'no_result' });
    expect(await escrowPaise(matchId)).toBe(10_000);
    const queue = (await inject(admin, 'GET', '/api/admin/matches/disputes')).json() as Array<{ id: string }>;
    expect(queue).toContainEqual(expect.objectContaining({ id: matchId, reviewReason: 'no_result' }));
  });

  it('a match with one claim waits for its deadline rather than going to review', async () => {
    const { matchId, creator } = await started();
    await report(creator, matchId, 'won');
    const reviewAt = (await matchRow(matchId)).reviewAt?.getTime() ?? 0;
    await matchServices(t).results.sendStaleToReview(new Date(reviewAt + 1000));
    expect((await detail(creator, matchId)).status).not.toBe('review');
  });
});

describe('the result form', () => {
  let game: Awaited<ReturnType<typeof started>>;
  beforeAll(async () => {
    game = await started();
  });

  const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
  const pdf = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n');

  it.each([
    ['no result', undefined, { bytes: PNG_BYTES }, 'VALIDATION_ERROR', 'Choose whether you won or lost'],
    ['a result of "draw"', 'draw', { bytes: PNG_BYTES }, 'VALIDATION_ERROR', 'Choose whether you won or lost'],
    ['no screenshot', 'won', null, 'SCREENSHOT_REQUIRED', 'Attach a screenshot of the result'],
    [
      'an empty screenshot',
      'won',
      { bytes: Buffer.alloc(0) },
      'SCREENSHOT_REQUIRED',
      'Attach a screenshot of the result',
    ],
    [
      'a page of HTML named result.png',
      'won',
      { bytes: html, name: 'result.png', type: 'image/png' },
      'SCREENSHOT_NOT_AN_IMAGE',
      'result.png is not an image: attach a PNG, JPEG or WebP screenshot.',
    ],
    [
      'a PDF',
      'won',
      { bytes: pdf, name: 'scan.pdf', type: 'application/pdf' },
      'SCREENSHOT_NOT_AN_IMAGE',
      'scan.pdf is not an image: attach a PNG, JPEG or WebP screenshot.',
    ],
    [
      'a screenshot over 5 MB',
      'won',
      { bytes: pngOf(5 * 1024 * 1024 + 1), name: 'big.png' },
      'FILE_TOO_LARGE',
      'big.png is too large: files can be at most 5 MB.',
    ],
  ])('refuses %s with 400 and stores nothing', async (_name, result, file, code, message) => {
    const before = await uploads();
    const response = await submit(game.creator, game.matchId, result, file);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ code, message });
    expect(await uploads()).toEqual(before);
    expect((await detail(game.creator, game.matchId)).status).toBe('active');
  });

  it('refuses two screenshots with 400, storing nothing', async () => {
    const boundary = '----ludo-two-files';
    const filePart = (name: string) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="screenshot"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        PNG_BYTES,
        Buffer.from('\r\n'),
      ]);
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="result"\r\n\r\nwon\r\n`),
      filePart('one.png'),
      filePart('two.png'),
      Buffer.from(`--${boundary}--\r\n`),
    ]);
    const before = await uploads();
    const response = await inject(game.creator, 'POST', `/api/matches/${game.matchId}/result`, payload, {
      'content-type': `multipart/form-data; boundary=${boundary}`,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ code: 'TOO_MANY_FILES', message: 'Send at most 1 file.' });
    expect(await uploads()).toEqual(before);
  });

  it('refuses a form that is not multipart with 400', async () => {
    const response = await inject(game.creator, 'POST', `/api/matches/${game.matchId}/result`, { result: 'won' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'MULTIPART_REQUIRED' });
  });

  it('answers 404 to someone who is not a player of the match, storing nothing', async () => {
    const stranger = await player();
    const before = await uploads();
    const response = await submit(stranger, game.matchId, 'won');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'MATCH_NOT_FOUND', message: MATCH_NOT_FOUND });
    expect(await uploads()).toEqual(before);
  });
});

describe('screenshots', () => {
  it('are kept encrypted: the bytes on disk are not the image', async () => {
    const { matchId, creator } = await started();
    const image = pngOf(4_000);
    await report(creator, matchId, 'won', image);
    const folder = join(t.config.dataDir, 'files', 'match-screenshots', matchId);
    const files = readdirSync(folder);
    expect(files).toHaveLength(1);
    const stored = readFileSync(join(folder, files[0] as string));
    expect(stored.equals(image)).toBe(false);
    expect(stored.indexOf(image.subarray(0, 64))).toBe(-1);
    expect(stored.indexOf(PNG_BYTES.subarray(0, 8))).toBe(-1);
    // Version, IV and tag around the ciphertext.
    expect(stored.length).toBe(image.length + 1 + 12 + 16);
  });

  it('take a screenshot of almost 5 MB', async () => {
    const { matchId, creator } = await started();
    const response = await submit(creator, matchId, 'won', { bytes: pngOf(5 * 1024 * 1024 - 1000) });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('are shown to both players and admins, byte for byte with the type read from the file; 404 to anyone else', async () => {
    const { matchId, creator, joiner } = await started();
    const png = pngOf(3_000);
    const jpeg = plainJpeg(jpegSegment(0xef, randomBytes(2_000)));
    await report(creator, matchId, 'won', png);
    // Declared image/png by the browser, but it is a JPEG.
    const second = await submit(joiner, matchId, 'lost', { bytes: jpeg, name: 'shot.png', type: 'image/png' });
    expect(second.statusCode, second.body).toBe(200);

    const { results } = await detail(creator, matchId);
    const urlOf = (who: Player) => results.find((result) => result.userId === who.userId)?.screenshotUrl ?? '';
    expect(urlOf(creator)).toBe(`/api/matches/${matchId}/results/${creator.userId}/screenshot`);

    for (const viewer of [creator, joiner, admin]) {
      const own = await inject(viewer, 'GET', urlOf(creator));
      expect(own.statusCode).toBe(200);
      expect(own.headers['content-type']).toBe('image/png');
      expect(own.headers['cache-control']).toBe('private, no-store');
      expect(own.rawPayload.equals(png)).toBe(true);
      const other = await inject(viewer, 'GET', urlOf(joiner));
      expect(other.statusCode).toBe(200);
      expect(other.headers['content-type']).toBe('image/jpeg');
      expect(other.rawPayload.equals(jpeg)).toBe(true);
    }

    const stranger = await player();
    const refused = await inject(stranger, 'GET', urlOf(creator));
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ code: 'MATCH_NOT_FOUND', message: MATCH_NOT_FOUND });
    expect(refused.body).not.toContain('PNG');

    const noResult = await inject(creator, 'GET', `/api/matches/${matchId}/results/${stranger.userId}/screenshot`);
    expect(noResult.statusCode).toBe(404);
  });
});

describe('cancelling by agreement', () => {
  it('needs both players: the first asks (still active), the second agrees and both are refunded', async () => {
    const { matchId, creator, joiner } = await started(50, { depositPaise: 2_000, winningsPaise: 8_000 });
    const creatorBefore = { depositPaise: 2_000, winningsPaise: 8_000 };

    const asked = await inject(creator, 'POST', `/api/matches/${matchId}/cancel`);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({
      message: 'Cancel requested. The match is cancelled when your opponent agrees.',
      match: { status: 'active', cancelRequestedBy: creator.userId },
    });
    expect(await escrowPaise(matchId)).toBe(10_000);
    const twice = await inject(creator, 'POST', `/api/matches/${matchId}/cancel`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'CANCEL_ALREADY_ASKED' });

    const agreed = await inject(joiner, 'POST', `/api/matches/${matchId}/cancel`);
    expect(agreed.statusCode, agreed.body).toBe(200);
    expect(agreed.json()).toMatchObject({
      message: inMoneyMode('Request cancelled! Your ₹50 entry fee was refunded to your wallet.'),
      match: { status: 'cancelled', resolution: 'players_cancelled' },
    });
    // Each stake goes back where it came from.
    expect(await balance(creator)).toEqual(creatorBefore);
    expect(await balance(joiner)).toEqual(creatorBefore);
    expect(await escrowPaise(matchId)).toBe(0);
    for (const who of [creator, joiner]) {
      expect((await transactions(who))[0]).toMatchObject({
        type: 'refund',
        amount: 50,
        details: 'Refund: match cancelled by both players',
      });
    }
    expect((await submit(creator, matchId, 'won')).statusCode).toBe(409);
  });

  it('can be taken back before the other agrees (keep playing)', async () => {
    const { matchId, creator, joiner } = await started();
    await inject(creator, 'POST', `/api/matches/${matchId}/cancel`);
    const notMine = await inject(joiner, 'POST', `/api/matches/${matchId}/cancel/withdraw`);
    expect(notMine.statusCode).toBe(409);
    expect(notMine.json()).toMatchObject({ code: 'NO_CANCEL_REQUEST' });

    const kept = await inject(creator, 'POST', `/api/matches/${matchId}/cancel/withdraw`);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({
      message: 'Cancel request withdrawn.',
      match: { status: 'active', cancelRequestedBy: null },
    });
    // The other player's cancel is now only a request of their own.
    const asked = await inject(joiner, 'POST', `/api/matches/${matchId}/cancel`);
    expect(asked.json()).toMatchObject({ match: { status: 'active', cancelRequestedBy: joiner.userId } });
    expect(await escrowPaise(matchId)).toBe(10_000);
  });

  it('is no longer possible once a result is in (409), and a result drops a pending cancel request', async () => {
    const { matchId, creator, joiner } = await started();
    await inject(creator, 'POST', `/api/matches/${matchId}/cancel`);
    const { match } = await report(joiner, matchId, 'won');
    expect(match.cancelRequestedBy).toBeNull();
    for (const who of [creator, joiner]) {
      const response = await inject(who, 'POST', `/api/matches/${matchId}/cancel`);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        code: 'RESULT_SUBMITTED',
        message: 'A result has been submitted, so the match can no longer be cancelled.',
      });
    }
    expect(await escrowPaise(matchId)).toBe(10_000);
  });
});

describe('an admin decides a match under review', () => {
  async function disputed() {
    const game = await started();
    await report(game.creator, game.matchId, 'won');
    await report(game.joiner, game.matchId, 'won');
    return game;
  }
  const resolve = (who: Player, matchId: string, payload: Record<string, unknown>) =>
    inject(who, 'POST', `/api/admin/matches/${matchId}/resolve`, payload);

  it('awards the win: the winner is paid, the reason is logged, and both players see it', async () => {
    const { matchId, creator, joiner } = await disputed();
    const reason = 'The opponent’s screenshot shows the final board.';

    const full = await inject(admin, 'GET', `/api/admin/matches/${matchId}`);
    expect(full.statusCode).toBe(200);
    const seen = full.json() as { match: Detail; chat: Array<{ message: string }> };
    expect(seen.match.results).toHaveLength(2);
    expect(seen.chat.length).toBeGreaterThan(0);

    const response = await resolve(admin, matchId, { outcome: 'award', winnerId: joiner.userId, reason });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'settled',
      winnerId: joiner.userId,
      resolution: 'admin_award',
      decisionReason: reason,
    });
    expect((await balance(joiner)).winningsPaise).toBe(10_000);
    expect((await balance(creator)).winningsPaise).toBe(0);
    expect(await escrowPaise(matchId)).toBe(0);
    expect((await transactions(joiner))[0]).toMatchObject({ type: 'winning', amount: 100 });

    const audit = await inject(admin, 'GET', `/api/admin/audit-log?targetId=${matchId}`);
    expect(audit.statusCode).toBe(200);
    expect((audit.json() as { entries: unknown[] }).entries).toEqual([
      expect.objectContaining({
        actorId: admin.userId,
        action: 'match.award',
        targetType: 'match',
        targetId: matchId,
        reason,
        before: { status: 'review', reviewReason: 'conflicting_claims' },
        after: { status: 'settled', winnerId: joiner.userId },
      }),
    ]);
    for (const who of [creator, joiner]) {
      expect(await detail(who, matchId)).toMatchObject({ status: 'settled', decisionReason: reason });
    }
    const queue = (await inject(admin, 'GET', '/api/admin/matches/disputes')).json() as Array<{ id: string }>;
    expect(queue.map((row) => row.id)).not.toContain(matchId);

    const again = await resolve(admin, matchId, { outcome: 'cancel', reason: 'changed my mind' });
    expect(again.statusCode).toBe(409);
    expect((await balance(joiner)).winningsPaise).toBe(10_000);
  });

  it('cancels: both stakes are refunded and the decision is logged', async () => {
    const { matchId, creator, joiner } = await disputed();
    const reason = 'Both screenshots are of another game.';
    const response = await resolve(admin, matchId, { outcome: 'cancel', reason });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'cancelled', resolution: 'admin_cancel', decisionReason: reason });
    for (const who of [creator, joiner]) {
      expect(await balance(who)).toEqual({ depositPaise: 50_000, winningsPaise: 0 });
      expect((await transactions(who))[0]).toMatchObject({
        type: 'refund',
        amount: 50,
        details: 'Refund: match cancelled by an admin',
      });
      expect((await detail(who, matchId)).decisionReason).toBe(reason);
    }
    expect(await escrowPaise(matchId)).toBe(0);
    const audit = (await inject(admin, 'GET', `/api/admin/audit-log?targetId=${matchId}`)).json() as {
      entries: Array<{ action: string; reason: string }>;
    };
    expect(audit.entries).toEqual([expect.objectContaining({ action: 'match.cancel', reason })]);
  });

  it('is for admins only (403), even for the match’s players', async () => {
    const { matchId, creator, joiner } = await disputed();
    for (const who of [creator, joiner]) {
      const response = await resolve(who, matchId, { outcome: 'award', winnerId: who.userId, reason: 'I won it' });
      expect(response.statusCode).toBe(403);
    }
    expect((await matchRow(matchId)).status).toBe('review');
    expect(await escrowPaise(matchId)).toBe(10_000);
  });

  it.each([
    ['no reason', { outcome: 'cancel' }, 'A reason is required'],
    ['a blank reason', { outcome: 'cancel', reason: '   ' }, 'Give a reason of at least 3 characters'],
    ['no winner', { outcome: 'award', reason: 'clear win' }, 'Choose the winner'],
    ['an unknown outcome', { outcome: 'split', reason: 'half each' }, undefined],
  ])('refuses %s with 400', async (_name, payload, message) => {
    const { matchId } = await disputed();
    const response = await resolve(admin, matchId, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', ...(message ? { message } : {}) });
    expect((await matchRow(matchId)).status).toBe('review');
  });

  it('refuses a winner who is not one of the two players (400), moving nothing', async () => {
    const { matchId } = await disputed();
    const outsider = await player();
    for (const winnerId of [outsider.userId, admin.userId]) {
      const response = await resolve(admin, matchId, { outcome: 'award', winnerId, reason: 'wrong person' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'WINNER_NOT_A_PLAYER',
        message: 'The winner must be one of the two players.',
      });
    }
    expect((await matchRow(matchId)).status).toBe('review');
    expect(await escrowPaise(matchId)).toBe(10_000);
    expect((await balance(outsider)).winningsPaise).toBe(0);
  });

  it('refuses to decide a match that is not under review (409) or does not exist (404)', async () => {
    const { matchId, creator } = await started();
    const transfersBefore = await countRows(t.database, ledgerTransfers);
    const response = await resolve(admin, matchId, { outcome: 'award', winnerId: creator.userId, reason: 'early' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'MATCH_NOT_IN_REVIEW',
      message: 'This match is not waiting for a decision.',
    });
    expect(await countRows(t.database, ledgerTransfers)).toBe(transfersBefore);
    expect((await detail(creator, matchId)).status).toBe('active');

    const missing = await resolve(admin, '0d8a3c2e-5b6f-4a1d-9e8c-7b6a5d4c3b2a', { outcome: 'cancel', reason: 'gone' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('what players see of their matches', () => {
  it('adds up the summary, history and leaderboard, with the week starting Monday in India', async () => {
    const a = await player();
    const b = await player();
    const c = await player();
    const play = async (creator: Player, joiner: Player, stake: number, winner: Player) => {
      const matchId = await api.openRoom(creator, stake);
      const asked = await inject(joiner, 'POST', `/api/rooms/${matchId}/request`);
      const { requestId } = asked.json() as { requestId: string };
      expect((await inject(creator, 'POST', `/api/matches/${matchId}/requests/${requestId}/accept`)).statusCode).toBe(
        200,
      );
      const loser = winner === creator ? joiner : creator;
      await report(winner, matchId, 'won');
      await report(loser, matchId, 'lost');
      return matchId;
    };
    const first = await play(a, b, 50, a);
    const second = await play(c, a, 100, a);
    const third = await play(a, c, 5, c);
    // A room cancelled by its creator and a disputed match count for nothing.
    const cancelled = await api.openRoom(a, 5);
    await inject(a, 'POST', `/api/matches/${cancelled}/cancel`);
    const disputed = await api.openRoom(b, 5);
    const asked = await inject(c, 'POST', `/api/rooms/${disputed}/request`);
    await inject(
      b,
      'POST',
      `/api/matches/${disputed}/requests/${(asked.json() as { requestId: string }).requestId}/accept`,
    );
    await report(b, disputed, 'won');
    await report(c, disputed, 'won');

    const summary = async (who: Player) => (await inject(who, 'GET', '/api/matches/summary')).json();
    expect(await summary(a)).toEqual({ totalWinnings: 300, matchesPlayed: 3, wins: 2, losses: 1, winRate: 67 });
    expect(await summary(b)).toEqual({ totalWinnings: 0, matchesPlayed: 1, wins: 0, losses: 1, winRate: 0 });
    expect(await summary(c)).toEqual({ totalWinnings: 10, matchesPlayed: 2, wins: 1, losses: 1, winRate: 50 });
    const newcomer = await player();
    expect(await summary(newcomer)).toEqual({
      totalWinnings: 0,
      matchesPlayed: 0,
      wins: 0,
      losses: 0,
      winRate: null,
    });

    const history = (await inject(a, 'GET', '/api/matches/history')).json() as Array<Record<string, unknown>>;
    expect(history.map((row) => [row.matchId, row.result])).toEqual([
      [cancelled, 'cancelled'],
      [third, 'loss'],
      [second, 'win'],
      [first, 'win'],
    ]);
    const [bRow] = (await inject(b, 'GET', '/api/matches/history')).json() as Array<Record<string, unknown>>;
    expect(bRow).toMatchObject({ matchId: disputed, result: 'pending', status: 'review' });
    expect(history[2]).toMatchObject({
      title: inMoneyMode('₹100 1v1 Match'),
      entryFee: 100,
      prize: 200,
      status: 'settled',
    });
    expect(history[3]?.id).toBe(first.slice(0, 8).toUpperCase());
    // A 1v1 room's name is written in the caller's language, on the match page as in the history.
    const inTamil = { 'accept-language': 'ta-IN,ta;q=0.9,en;q=0.5' };
    const tamilHistory = (await inject(a, 'GET', '/api/matches/history', undefined, inTamil)).json() as Array<
      Record<string, unknown>
    >;
    expect(tamilHistory[2]?.title).toBe(inMoneyMode('₹100 1v1 மேட்ச்', coinWords('ta')));
    const tamilDetail = await inject(a, 'GET', `/api/matches/${second}`, undefined, inTamil);
    expect(tamilDetail.json()).toMatchObject({ title: inMoneyMode('₹100 1v1 மேட்ச்', coinWords('ta')) });
    // The opponent is named by their Ludo id; each player's record shows on the match.
    const seenByC = await detail(c, third);
    expect(history[1]?.opponent).toBe(seenByC.opponent?.ludoPlayerId);
    expect(seenByC.creator).toMatchObject({ userId: a.userId, record: { played: 3, won: 2, lost: 1 } });
    expect(seenByC.opponent?.record).toEqual({ played: 2, won: 1, lost: 1 });

    type Board = {
      period: string;
      since: string | null;
      entries: Array<{ rank: number; userId: string; wins: number; played: number; winnings: number }>;
    };
    const board = async (query: string) => {
      const response = await inject(a, 'GET', `/api/leaderboard${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as Board;
    };
    const entryOf = (b: Board, who: Player) => b.entries.find((entry) => entry.userId === who.userId);
    const week = await board('');
    expect(week.period).toBe('week');
    expect(week.since).toBe(startOfIstWeek(new Date()).toISOString());
    expect(entryOf(week, a)).toMatchObject({ wins: 2, played: 3, winnings: 300 });
    expect(entryOf(week, c)).toMatchObject({ wins: 1, played: 2, winnings: 10 });
    expect(entryOf(week, b)).toBeUndefined();
    expect(week.entries.map((entry) => entry.rank)).toEqual(week.entries.map((_, index) => index + 1));
    const amounts = week.entries.map((entry) => entry.winnings);
    expect(amounts).toEqual([...amounts].sort((x, y) => y - x));

    // A match that ended before this week's Monday (IST) counts only for all time.
    const weekStart = startOfIstWeek(new Date());
    await t.database.db
      .update(matches)
      .set({ endedAt: new Date(weekStart.getTime() - 60_000) })
      .where(eq(matches.id, second));
    expect(entryOf(await board('?period=week'), a)).toMatchObject({ wins: 1, played: 2, winnings: 100 });
    expect(entryOf(await board('?period=week'), c)).toMatchObject({ wins: 1, played: 1, winnings: 10 });
    const all = await board('?period=all');
    expect(all.since).toBeNull();
    expect(entryOf(all, a)).toMatchObject({ wins: 2, played: 3, winnings: 300 });

    expect((await board('?limit=1')).entries).toHaveLength(1);
    expect((await inject(a, 'GET', '/api/leaderboard?period=month')).statusCode).toBe(400);
  });

  it('counts the week from Monday 00:00 in India, not UTC', async () => {
    const monday = '2024-06-09T18:30:00.000Z'; // Monday 10 June 2024, 00:00 IST
    const previousMonday = '2024-06-02T18:30:00.000Z';
    const cases: Array<[string, string]> = [
      ['2024-06-09T18:29:59.000Z', previousMonday], // Sunday 23:59:59 IST
      ['2024-06-09T18:30:00.000Z', monday], // the very start of Monday IST
      ['2024-06-09T20:00:00.000Z', monday], // Monday 01:30 IST, still Sunday in UTC
      ['2024-06-12T09:00:00.000Z', monday], // Wednesday
      ['2024-06-16T18:29:59.000Z', monday], // Sunday 23:59:59 IST
      ['2025-01-01T00:00:00.000Z', '2024-12-29T18:30:00.000Z'], // across a new year
    ];
    for (const [now, start] of cases) expect(startOfIstWeek(new Date(now)).toISOString(), now).toBe(start);

    // A match that ended late on Sunday (IST) is last week's; one just after midnight is this week's.
    const { matchId: lastWeek, creator: early } = await started();
    await report(early, lastWeek, 'won');
    await matchServices(t).results.settleUnanswered(new Date(Date.now() + 11 * 60_000));
    const { matchId: thisWeek, creator: late } = await started();
    await report(late, thisWeek, 'won');
    await matchServices(t).results.settleUnanswered(new Date(Date.now() + 11 * 60_000));
    await t.database.db
      .update(matches)
      .set({ endedAt: new Date('2024-06-09T18:29:00.000Z') })
      .where(eq(matches.id, lastWeek));
    await t.database.db
      .update(matches)
      .set({ endedAt: new Date('2024-06-09T18:31:00.000Z') })
      .where(eq(matches.id, thisWeek));
    const board = await leaderboard(t.database.db, 'week', 100, new Date('2024-06-12T09:00:00.000Z'));
    expect(board.since).toBe(monday);
    const ids = board.entries.map((entry) => entry.userId);
    expect(ids).toContain(late.userId);
    expect(ids).not.toContain(early.userId);
  });
});
