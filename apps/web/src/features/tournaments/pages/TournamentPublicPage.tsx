import { formatRupees } from '@ludo/shared/money';
import { LogIn } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useTournament } from '../api/get-tournament';
import { TournamentDetailStates } from '../components/TournamentDetailStates';
import { TournamentDetailView } from '../components/TournamentDetailView';

const BACK = { to: paths.tournaments, label: 'All tournaments' };

/**
 * /tournaments/{id}: one tournament for visitors (signed-in players reach it through
 * /user/tournaments/join/{id}). Visitors have no realtime connection: the page polls while the
 * tournament runs.
 */
export default function TournamentPublicPage() {
  const { id = '' } = useParams();
  const tournament = useTournament(id);

  return (
    <div className="px-4 py-10">
      <TournamentDetailStates query={tournament} back={BACK}>
        {(data) => (
          <TournamentDetailView tournament={data} back={BACK}>
            {data.status === 'registering' || data.status === 'upcoming' ? (
              <section
                aria-label="Join this tournament"
                className="flex flex-col gap-3 rounded-lg border border-primary/30 bg-primary/5 p-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <p className="text-sm">
                  {data.status === 'registering'
                    ? `Registration is open. Log in to register: the ${formatRupees(data.entryFee)} entry fee is taken from your wallet, and returned in full if you leave before the start.`
                    : 'Registration opens soon. Log in to register once it does.'}
                </p>
                <div className="flex shrink-0 flex-wrap gap-2">
                  <Button asChild>
                    <Link to={paths.user.joinTournament(data.id)}>
                      <LogIn aria-hidden="true" />
                      Join Now
                    </Link>
                  </Button>
                  <Button asChild variant="outline">
                    <Link to={paths.register}>Create an account</Link>
                  </Button>
                </div>
              </section>
            ) : null}
          </TournamentDetailView>
        )}
      </TournamentDetailStates>
    </div>
  );
}
