import { MatchRealtime } from '@/features/matches/realtime/MatchRealtime';
import { NotificationRealtime } from '@/features/notifications/realtime/NotificationRealtime';
import { TournamentRealtime } from '@/features/tournaments/realtime/TournamentRealtime';
import { WalletRealtime } from '@/features/wallet/realtime/WalletRealtime';

/**
 * What the player area's realtime events change, feature by feature: the wallet's balance and
 * history, the match screens and their notices ("{name} joined your match!"), the tournament
 * screens, and the notifications' bell and toasts, wherever the player is.
 *
 * It lives in app/ because it knows every feature: imports go one way, app/ → features/ →
 * components/ and lib/ (docs/web-modules.md), so lib/ keeps only the connection itself
 * (lib/realtime.tsx, lib/socket.ts) and the features each bring their own listeners. It is
 * mounted inside the player area's connection, which the layout opens.
 */
export default function PlayerRealtime() {
  return (
    <>
      <WalletRealtime />
      <MatchRealtime />
      <TournamentRealtime />
      <NotificationRealtime />
    </>
  );
}
