import type { GameTranscript } from './game.contract';
import { applyAction, type GameAction, type GameState, newGame } from './rules';

/** The transcript's actions in the order they were played: each roll, then what followed it. */
export function transcriptActions(transcript: GameTranscript): GameAction[] {
  const actions: GameAction[] = [];
  const after = (rolls: number) => {
    for (const move of transcript.moves) {
      if (move.afterRoll !== rolls) continue;
      if (move.kind === 'move') actions.push({ type: 'move', player: move.player, token: move.token ?? -1 });
      else if (move.kind === 'timeout') actions.push({ type: 'timeout', player: move.player });
      else actions.push({ type: 'concede', player: move.player });
    }
  };
  after(0);
  const rolls = [...transcript.rolls].sort((a, b) => a.n - b.n);
  for (const roll of rolls) {
    actions.push({ type: 'roll', player: roll.player, value: roll.value });
    after(roll.n);
  }
  return actions;
}

/**
 * Plays a transcript again under the rules: the game it ends in, or the first action the rules
 * refuse (a transcript that does not follow the rules), by its index in `transcriptActions`.
 */
export function replayTranscript(
  transcript: GameTranscript,
): { ok: true; state: GameState } | { ok: false; index: number; refusal: string } {
  let state = newGame({ variant: transcript.variant, players: transcript.players.length, teams: transcript.teams });
  const actions = transcriptActions(transcript);
  for (const [index, action] of actions.entries()) {
    const step = applyAction(state, action);
    if (!step.ok) return { ok: false, index, refusal: step.refusal };
    state = step.state;
  }
  return { ok: true, state };
}
