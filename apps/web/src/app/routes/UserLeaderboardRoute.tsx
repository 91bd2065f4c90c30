import UserLeaderboardPage from '@/features/leaderboard/pages/UserLeaderboardPage';
import { TournamentLeaderboard } from '@/features/tournaments/components/TournamentLeaderboard';

/**
 * /user/leaderboard: the leaderboard feature's page (the 1v1 board) with the tournaments feature's
 * board beside it. The two features meet here.
 */
export default function UserLeaderboardRoute() {
  return <UserLeaderboardPage tournamentBoard={(period) => <TournamentLeaderboard period={period} />} />;
}
