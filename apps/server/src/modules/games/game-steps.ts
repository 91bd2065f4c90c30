import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type GameRow, gameActions, games } from '../../db/schema';
import { isDeadlock } from '../../lib/db-errors';
import { rowsOf } from '../../lib/sql-rows';
import type { ActionRecord } from './game-turns';

/** An action of a game as its log stores it: numbered in the game. */
export interface LoggedAction extends ActionRecord {
  seq: number;
}

/**
 * A roll or a move decided on the row an instance holds: the actions and the row's new fields,
 * to be stored only if the game is still at `fromVersion` and not stopped.
 */
export interface Step {
  matchId: string;
  fromVersion: number;
  fields: Pick<GameRow, 'state' | 'lastRoll' | 'awaySince' | 'version' | 'turnDeadlineAt'>;
  actions: LoggedAction[];
}

/** At most this many games' steps in one statement. */
const MAX_BATCH = 500;
/**
 * Statements of steps on their way at once; the steps that come meanwhile wait for the next. One
 * makes the batches largest: in the game bench (README), one statement at a time cost 0.65 ms of
 * server CPU per action and kept the event loop 38% busy; two, 0.79 ms and 53%; four, 0.86 ms and
 * 76%. Its cost is that a statement waiting for a game's row (locked by a short transaction: a
 * seed, a game's end and its settlement) holds the others' steps for as long.
 */
const MAX_IN_FLIGHT = 1;

/**
 * Stores the steps of many games together: the steps that come while the statements before them
 * are on their way go in the next one. A statement is one round trip however many games it holds,
 * which is what lets a burst of moves (a tournament's tables all playing) cost the database and
 * the event loop a few round trips rather than one transaction each. Each game's step holds or
 * not on its own (its version); the statement as a whole only fails on an error, which every step
 * in it then reports (a deadlock with another instance is reported as not stored, so that each
 * step goes the locked way).
 */
export class StepWriter {
  private pending: Array<{ step: Step; resolve: (stored: boolean) => void; reject: (error: unknown) => void }> = [];
  /** The games with a step pending or on its way. */
  private readonly busy = new Set<string>();
  private inFlight = 0;
  private scheduled = false;

  constructor(private readonly db: Database) {}

  /**
   * Resolves true once the step is stored, false when the game has moved on or stopped since the
   * row it was decided on; a second step of a game while one is on its way was decided on that
   * same row, so it is answered false at once.
   */
  store(step: Step): Promise<boolean> {
    if (this.busy.has(step.matchId)) return Promise.resolve(false);
    this.busy.add(step.matchId);
    return new Promise((resolve, reject) => {
      this.pending.push({ step, resolve, reject });
      this.schedule();
    });
  }

  /** After the socket events read in this turn of the event loop, so that they go together. */
  private schedule(): void {
    if (this.scheduled || this.inFlight >= MAX_IN_FLIGHT || this.pending.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      void this.flush();
    });
  }

  private async flush(): Promise<void> {
    if (this.inFlight >= MAX_IN_FLIGHT || this.pending.length === 0) return;
    const batch = this.pending.splice(0, MAX_BATCH);
    this.inFlight += 1;
    let stored: Set<string> | undefined;
    let failure: unknown;
    try {
      stored = new Set(await this.write(batch.map((entry) => entry.step)));
    } catch (error) {
      failure = error;
    }
    this.inFlight -= 1;
    for (const { step } of batch) this.busy.delete(step.matchId);
    for (const { step, resolve, reject } of batch) {
      if (stored) resolve(stored.has(step.matchId));
      else if (isDeadlock(failure)) resolve(false);
      else reject(failure);
    }
    this.schedule();
  }

  /** One statement: every game still at its step's version takes its new fields and actions. */
  private async write(steps: Step[]): Promise<string[]> {
    const input = steps.map((step) => ({
      match_id: step.matchId,
      from_version: step.fromVersion,
      version: step.fields.version,
      state: step.fields.state,
      last_roll: step.fields.lastRoll,
      away_since: step.fields.awaySince,
      turn_deadline_at: step.fields.turnDeadlineAt?.toISOString() ?? null,
      actions: step.actions.map((action) => ({
        seq: action.seq,
        player: action.player,
        kind: action.kind,
        value: action.value,
        after_roll: action.afterRoll,
        auto: action.auto,
        at: action.at.toISOString(),
      })),
    }));
    const result = await this.db.execute(sql`
      WITH input AS (
        SELECT * FROM jsonb_to_recordset(${JSON.stringify(input)}::jsonb) AS i(
          match_id uuid, from_version integer, version integer, state jsonb, last_roll jsonb,
          away_since jsonb, turn_deadline_at timestamptz, actions jsonb)
      ), saved AS (
        UPDATE ${games} AS g
        SET state = i.state, last_roll = i.last_roll, away_since = i.away_since, version = i.version,
            turn_deadline_at = i.turn_deadline_at
        FROM input AS i
        WHERE g.match_id = i.match_id AND g.version = i.from_version AND g.finished_at IS NULL
        RETURNING g.match_id, i.actions
      ), logged AS (
        INSERT INTO ${gameActions} (match_id, seq, player, kind, value, after_roll, auto, at)
        SELECT saved.match_id, a.seq, a.player, a.kind, a.value, a.after_roll, a.auto, a.at
        FROM saved, jsonb_to_recordset(saved.actions) AS a(
          seq integer, player integer, kind text, value integer, after_roll integer, auto boolean, at timestamptz)
        RETURNING 1
      )
      SELECT match_id FROM saved`);
    return rowsOf<{ match_id: string }>(result).map((row) => row.match_id);
  }
}
