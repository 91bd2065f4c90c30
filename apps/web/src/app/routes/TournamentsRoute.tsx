import { TitledSection } from '@/components/titled-section';
import { TournamentGamePlay } from '@/features/matches/components/TournamentGamePlay';
import TournamentsPage from '@/features/matches/pages/TournamentsPage';
import { PrivateTournamentActions } from '@/features/tournaments/components/PrivateTournamentActions';
import { MyTournaments, OpenTournaments } from '@/features/tournaments/components/UserTournamentSections';
import { useT } from '@/lib/i18n/react';

/**
 * /user/tournaments: the matches feature's page (create a match, rooms) with the tournaments
 * feature's sections on top: the player's own tournaments (with their next game, played in place:
 * room code and result form from the matches feature), private
 * tournaments with friends (create one, or join with a code) and those open for registration. The
 * two features meet here.
 */
export default function TournamentsRoute() {
  const t = useT();
  return (
    <TournamentsPage
      tournamentSections={
        <>
          <TitledSection id="my-tournaments" title={t('rooms.route.myTournaments')}>
            <MyTournaments play={(matchId) => <TournamentGamePlay matchId={matchId} />} />
          </TitledSection>
          <TitledSection id="private-tournaments" title={t('rooms.route.playWithFriends')}>
            <PrivateTournamentActions />
          </TitledSection>
          <TitledSection id="open-tournaments" title={t('rooms.route.openTournaments')}>
            <OpenTournaments />
          </TitledSection>
        </>
      }
    />
  );
}
