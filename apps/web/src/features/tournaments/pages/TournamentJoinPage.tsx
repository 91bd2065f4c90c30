import type { TournamentDetail } from '@ludo/shared/tournaments/tournaments.schemas';
import { useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { useTournament } from '../api/get-tournament';
import { useTournamentInvite } from '../api/private-tournaments';
import type { PlayGame } from '../components/NextGameCard';
import { PlayerEntryPanel } from '../components/PlayerEntryPanel';
import { PrivateCreatorPanel } from '../components/PrivateCreatorPanel';
import { TournamentDetailStates } from '../components/TournamentDetailStates';
import { TournamentDetailView } from '../components/TournamentDetailView';
import { INVITE_CODE_PARAM, inviteCodeFromSearch } from '../lib/private-tournament';
import { isBeforeStart } from '../lib/tournament-labels';

const BACK = { to: paths.user.tournaments, labelId: 'tournament.join.back' } as const;

/**
 * The player's part, and for a private tournament its invite code: the one in the invite link's
 * address (?code=), else the creator's own (the server answers it to them only), else none, and
 * the entry panel asks for it. A code typed there goes into the address, so a reload keeps it.
 */
function PlayerPart({ tournament, play }: { tournament: TournamentDetail; play?: PlayGame | undefined }) {
  const [params, setParams] = useSearchParams();
  const isPrivate = tournament.visibility === 'private';
  // The same query the creator's panel asks; shared, so asked once.
  const invite = useTournamentInvite(tournament.id, isPrivate && isBeforeStart(tournament.status));
  const inviteCode = isPrivate ? (inviteCodeFromSearch(params) ?? invite.data?.inviteCode ?? null) : null;
  const onInviteCode = (code: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(INVITE_CODE_PARAM, code);
        return next;
      },
      { replace: true },
    );
  return (
    <>
      <PrivateCreatorPanel tournament={tournament} />
      <PlayerEntryPanel tournament={tournament} inviteCode={inviteCode} onInviteCode={onInviteCode} play={play} />
    </>
  );
}

/**
 * /user/tournaments/join/{id} for a tournament: the public view of it, plus the player's own part
 * (register, leave, their next game, played in place when the route gives `play`, their result;
 * for a private tournament, its invite code).
 * Kept current by the realtime events of the player area and by polling while it runs (other
 * players' games send this player nothing).
 */
export default function TournamentJoinPage({ id, play }: { id: string; play?: PlayGame }) {
  const tournament = useTournament(id);
  return (
    <TournamentDetailStates query={tournament} back={BACK}>
      {(data) => (
        <TournamentDetailView tournament={data} back={BACK}>
          <PlayerPart tournament={data} play={play} />
        </TournamentDetailView>
      )}
    </TournamentDetailStates>
  );
}
