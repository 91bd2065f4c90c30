import type { GameStatePayload, GameTranscript } from '@ludo/shared/game/game.contract';
import { applyAction, type GameAction, type GameState, newGame } from '@ludo/shared/game/rules';
import { transcriptActions } from '@ludo/shared/game/transcript';
import type { MessageId } from '@/lib/i18n/react';

/** One position of a replay: the game's start (no action), then one per action of the transcript. */
export interface ReplayStep {
  /** The action that led here; null for the start. */
  action: GameAction | null;
  state: GameState;
  /** The last roll made up to here, for the board's payload (the rules' state does not keep it). */
  lastRoll: { player: number; value: number } | null;
}

export interface Replay {
  steps: ReplayStep[];
  /**
   * The index in `transcriptActions` of the first action the rules refuse, or null: a transcript
   * that does not follow the rules replays only up to it.
   */
  refusedAt: number | null;
}

/**
 * Plays the transcript under the rules and keeps every state, so the page can jump to any step.
 * The same reducer as `replayTranscript`, one pure step per action: about 2000 steps for a long
 * game, a few milliseconds, so it is done at once rather than in chunks.
 */
export function replaySteps(transcript: GameTranscript): Replay {
  let state = newGame({ variant: transcript.variant, players: transcript.players.length, teams: transcript.teams });
  let lastRoll: ReplayStep['lastRoll'] = null;
  const steps: ReplayStep[] = [{ action: null, state, lastRoll }];
  const actions = transcriptActions(transcript);
  for (const [index, action] of actions.entries()) {
    const step = applyAction(state, action);
    if (!step.ok) return { steps, refusedAt: index };
    state = step.state;
    if (action.type === 'roll') lastRoll = { player: action.player, value: action.value };
    steps.push({ action, state, lastRoll });
  }
  return { steps, refusedAt: null };
}

/**
 * A replay step in the shape the board draws (`GameStatePayload`). Nothing is movable: a replay is
 * watched, not played. The transcript carries user ids only, so players are named by `seatName`
 * ("Seat 1"...), given by the caller in the reader's language.
 */
export function replayPayload(
  transcript: GameTranscript,
  step: ReplayStep,
  version: number,
  seatName: (player: number) => string,
): GameStatePayload {
  const { state } = step;
  const userOf = (player: number) => transcript.players[player] ?? '';
  return {
    matchId: transcript.matchId,
    turn: state.finished ? null : userOf(state.turn),
    dice: state.dice,
    movable: [],
    tokens: Object.fromEntries(transcript.players.map((userId, player) => [userId, [...(state.tokens[player] ?? [])]])),
    finished: state.finished,
    winnerIds: state.winners.map(userOf),
    variant: state.variant,
    teams: state.teams,
    players: transcript.players.map((userId, player) => ({
      userId,
      name: seatName(player),
      seat: state.seats[player] ?? player,
      seeded: true,
      away: false,
      left: state.conceded.includes(player),
      // A replay is public: it names seats, not people, and shows no pictures.
      avatarUrl: null,
    })),
    lastRoll: step.lastRoll ? { userId: userOf(step.lastRoll.player), value: step.lastRoll.value } : null,
    rolls: state.rolls,
    turnDeadline: null,
    serverSeedHash: transcript.serverSeedHash,
    version,
  };
}

/** What a step's caption says, as a message and its values (the whole sentence is one message). */
export function stepCaption(
  step: ReplayStep,
  index: number,
  total: number,
): { id: MessageId; values: Record<string, number> } {
  const { action } = step;
  const counted = { step: index, total };
  if (!action) return { id: 'gameVerify.replay.step.start', values: counted };
  const seat = action.player + 1;
  switch (action.type) {
    case 'roll':
      return { id: 'gameVerify.replay.step.rolled', values: { ...counted, seat, value: action.value } };
    case 'move':
      return { id: 'gameVerify.replay.step.moved', values: { ...counted, seat, token: action.token + 1 } };
    case 'timeout':
      return { id: 'gameVerify.replay.step.timedOut', values: { ...counted, seat } };
    case 'concede':
      return { id: 'gameVerify.replay.step.left', values: { ...counted, seat } };
  }
}
