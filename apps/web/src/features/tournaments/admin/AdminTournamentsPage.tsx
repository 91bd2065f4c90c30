import { ArrowLeft } from 'lucide-react';
import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { CreateTournamentDialog } from './components/CreateTournamentDialog';
import { RecurringTournaments } from './components/RecurringTournaments';
import { TournamentAdminDetail } from './components/TournamentAdminDetail';
import { TournamentsTable } from './components/TournamentsTable';
import { FILTER_LABELS, parseFilter, TOURNAMENT_FILTERS, type TournamentFilter } from './lib/tournament-labels';

const STATUS_PARAM = 'status';
const TOURNAMENT_PARAM = 'tournament';

/** The page's address for a filter and, optionally, an open tournament (the list's filter is kept). */
function hrefFor(filter: TournamentFilter, tournamentId: string | null): string {
  const query = new URLSearchParams();
  if (filter !== 'all') query.set(STATUS_PARAM, filter);
  if (tournamentId) query.set(TOURNAMENT_PARAM, tournamentId);
  const search = query.toString();
  return search ? `${paths.admin.tournaments}?${search}` : paths.admin.tournaments;
}

/**
 * /admin/tournaments: every tournament by status, "Create tournament", the recurring tournaments
 * (schedules) below the list, and one tournament's view (?tournament=id) in place of both, where
 * the admin edits, starts or cancels it, disqualifies a player, or forces a stuck game's result.
 */
export default function AdminTournamentsPage() {
  const [params, setParams] = useSearchParams();
  const filter = parseFilter(params.get(STATUS_PARAM));
  const selectedId = params.get(TOURNAMENT_PARAM);
  const hrefOf = useCallback((id: string) => hrefFor(filter, id), [filter]);

  return (
    <div>
      <PageHeader
        title="Tournaments"
        description="Create tournaments, start or cancel them, and step in while they run. Every action is kept in the audit log."
        actions={<CreateTournamentDialog onCreated={(id) => setParams({ [TOURNAMENT_PARAM]: id })} />}
      />
      {selectedId ? (
        <div className="flex min-w-0 flex-col gap-3">
          <div>
            <Button asChild variant="outline" size="sm">
              <Link to={hrefFor(filter, null)}>
                <ArrowLeft aria-hidden="true" />
                Back to tournaments
              </Link>
            </Button>
          </div>
          <TournamentAdminDetail key={selectedId} tournamentId={selectedId} />
        </div>
      ) : (
        <Tabs
          value={filter}
          onValueChange={(next) => {
            const value = parseFilter(next);
            setParams(value === 'all' ? {} : { [STATUS_PARAM]: value }, { replace: true });
          }}
        >
          <TabsList aria-label="Tournament status" className="w-full overflow-x-auto sm:w-auto">
            {TOURNAMENT_FILTERS.map((value) => (
              <TabsTrigger key={value} value={value}>
                {FILTER_LABELS[value]}
              </TabsTrigger>
            ))}
          </TabsList>
          {TOURNAMENT_FILTERS.map((value) => (
            <TabsContent key={value} value={value}>
              <TournamentsTable filter={value} hrefOf={hrefOf} />
            </TabsContent>
          ))}
        </Tabs>
      )}
      {selectedId ? null : (
        <div className="mt-10">
          <RecurringTournaments />
        </div>
      )}
    </div>
  );
}
