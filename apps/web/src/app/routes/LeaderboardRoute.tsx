import LeaderboardPage from '@/features/marketing/pages/LeaderboardPage';
import { TournamentLeaderboard } from '@/features/tournaments/components/TournamentLeaderboard';

/**
 * /leaderboard: the marketing feature's page (the 1v1 board) with the tournaments feature's board
 * beside it. The two features meet here.
 */
export default function LeaderboardRoute() {
  return <LeaderboardPage tournamentBoard={(period) => <TournamentLeaderboard period={period} />} />;
}
