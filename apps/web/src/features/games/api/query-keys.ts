/** Every query of the games feature starts with 'games'. */
export const gamesKeys = {
  all: ['games'] as const,
  state: (matchId: string) => ['games', 'state', matchId] as const,
  transcript: (matchId: string) => ['games', 'transcript', matchId] as const,
};
