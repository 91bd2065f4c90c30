import { formatRupees } from '@ludo/shared/money';
import { LogIn } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/react';
import { useTournament } from '../api/get-tournament';
import { TournamentDetailStates } from '../components/TournamentDetailStates';
import { TournamentDetailView } from '../components/TournamentDetailView';

const BACK = { to: paths.tournaments, labelId: 'tournament.detail.backToAll' } as const;

/**
 * /tournaments/{id}: one tournament for visitors (signed-in players reach it through
 * /user/tournaments/join/{id}). Visitors have no realtime connection: the page polls while the
 * tournament runs.
 */
export default function TournamentPublicPage() {
  const t = useT();
  const { id = '' } = useParams();
  const tournament = useTournament(id);

  return (
    <div className="px-4 py-10">
      <TournamentDetailStates query={tournament} back={BACK}>
        {(data) => (
          <TournamentDetailView tournament={data} back={BACK}>
            {data.status === 'registering' || data.status === 'upcoming' ? (
              <section
                aria-label={t('tournament.visitor.label')}
                className="flex flex-col gap-3 rounded-lg border border-primary/30 bg-primary/5 p-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <p className="text-sm">
                  {data.status === 'registering'
                    ? t('tournament.visitor.open', { fee: formatRupees(data.entryFee) })
                    : t('tournament.visitor.soon')}
                </p>
                <div className="flex shrink-0 flex-wrap gap-2">
                  <Button asChild>
                    <Link to={paths.user.joinTournament(data.id)}>
                      <LogIn aria-hidden="true" />
                      {t('tournament.card.join')}
                    </Link>
                  </Button>
                  <Button asChild variant="outline">
                    <Link to={paths.register}>{t('tournament.visitor.createAccount')}</Link>
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
