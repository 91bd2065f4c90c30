import { HOME, isSafeSquare, trackSquare, YARD } from './board';
import { type GameState, movableTokens, SIXES_FORFEITED_AT, TOKENS_PER_PLAYER, teamOf } from './rules';

/**
 * What must hold of every game state the rules can reach; an empty list when it does. The rules'
 * property tests run it after every action, and the server runs it on a game it loads from its
 * move log before it plays on.
 */
export function gameStateProblems(state: GameState): string[] {
  const problems: string[] = [];
  const players = state.seats.length;
  if (players < 2 || players > 4) problems.push(`${players} players`);
  if (new Set(state.seats).size !== players) problems.push('two players share a seat');
  if (state.teams && players !== 4) problems.push('a team game without 4 players');
  if (state.tokens.length !== players) problems.push('tokens for a different number of players');
  state.tokens.forEach((tokens, player) => {
    if (tokens.length !== TOKENS_PER_PLAYER[state.variant])
      problems.push(`player ${player} has ${tokens.length} tokens`);
    for (const progress of tokens) {
      if (!Number.isInteger(progress) || progress < YARD || progress > HOME)
        problems.push(`player ${player} at ${progress}`);
    }
  });
  const occupied = new Map<number, number>();
  state.tokens.forEach((tokens, player) => {
    for (const progress of tokens) {
      const square = trackSquare(state.seats[player] ?? 0, progress);
      if (square === null || isSafeSquare(square)) continue;
      const other = occupied.get(square);
      if (other !== undefined && other !== player && (!state.teams || teamOf(state, other) !== teamOf(state, player))) {
        problems.push(`players ${other} and ${player} both on square ${square}`);
      }
      occupied.set(square, player);
    }
  });
  if (state.dice !== null && (!Number.isInteger(state.dice) || state.dice < 1 || state.dice > 6))
    problems.push(`dice ${state.dice}`);
  if (state.dice !== null && movableTokens(state).length === 0) problems.push('a roll waits with no token to move');
  if (state.sixes < 0 || state.sixes >= SIXES_FORFEITED_AT) problems.push(`${state.sixes} sixes in a row`);
  if (new Set(state.conceded).size !== state.conceded.length) problems.push('a player left twice');
  for (const player of state.conceded) {
    if ((state.tokens[player] ?? []).some((progress) => progress !== YARD))
      problems.push(`player ${player} left tokens on the board`);
  }
  if (state.finished) {
    if (state.winners.length === 0) problems.push('finished without a winner');
    if (state.dice !== null) problems.push('finished with a roll waiting');
  } else {
    if (state.winners.length > 0) problems.push('winners before the end');
    const turnTokens = state.tokens[state.turn] ?? [];
    if (state.conceded.includes(state.turn) || turnTokens.every((progress) => progress === HOME)) {
      problems.push(`the turn is with player ${state.turn}, who no longer plays`);
    }
  }
  return problems;
}
