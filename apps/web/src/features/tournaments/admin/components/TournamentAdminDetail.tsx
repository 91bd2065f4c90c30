import { formatRupees } from '@ludo/shared/money';
import type { AdminTournamentDetail as Detail } from '@ludo/shared/tournaments/tournaments.schemas';
import { Ban, Pencil, Play } from 'lucide-react';
import { useState } from 'react';
import { DetailPending, DetailSection } from '@/components/admin/detail-layout';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format-date';
import { useAdminTournament } from '../api/get-tournament';
import { ordinal } from '../lib/force-result';
import { FORMAT_LABELS, isBeforeStart, isCancellable } from '../lib/tournament-labels';
import { CancelTournamentDialog } from './CancelTournamentDialog';
import { DisqualifyDialog, type DisqualifyTarget } from './DisqualifyDialog';
import { EditTournamentDialog } from './EditTournamentDialog';
import { ForceResultDialog, type ForceResultTarget } from './ForceResultDialog';
import { StartTournamentDialog } from './StartTournamentDialog';
import { TournamentStatusBadge } from './TournamentBadges';
import { TournamentFieldTable } from './TournamentFieldTable';
import { TournamentRounds } from './TournamentRounds';
import { TournamentStandings } from './TournamentStandings';

function TournamentFacts({ tournament }: { tournament: Detail }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
      <dt className="text-muted-foreground">Format</dt>
      <dd>{FORMAT_LABELS[tournament.format] ?? tournament.format}</dd>
      <dt className="text-muted-foreground">Starts</dt>
      <dd>{formatDateTime(tournament.startTime)}</dd>
      <dt className="text-muted-foreground">Entry fee</dt>
      <dd className="tabular-nums">{formatRupees(tournament.entryFee)}</dd>
      <dt className="text-muted-foreground">Prize pool</dt>
      <dd className="tabular-nums">{formatRupees(tournament.prizePool)}</dd>
      <dt className="text-muted-foreground">Players</dt>
      <dd className="tabular-nums">
        {tournament.players}/{tournament.maxPlayers} (minimum {tournament.minPlayers})
      </dd>
      <dt className="text-muted-foreground">Round</dt>
      <dd className="tabular-nums">
        {tournament.currentRound === null
          ? '—'
          : `${tournament.currentRound}${tournament.plannedRounds ? ` of ${tournament.plannedRounds}` : ''}`}
      </dd>
      <dt className="text-muted-foreground">Tournament ID</dt>
      <dd className="font-mono text-xs break-all sm:col-span-3">{tournament.id}</dd>
    </dl>
  );
}

function PrizeTable({ tournament }: { tournament: Detail }) {
  if (tournament.prizeTable.length === 0) {
    return <p className="text-sm text-muted-foreground">No prizes to pay.</p>;
  }
  return (
    <ol aria-label="Prizes" className="flex flex-wrap gap-2 text-sm">
      {tournament.prizeTable.map((prize) => (
        <li key={prize.place} className="rounded-md border px-3 py-2">
          <span className="font-semibold">{ordinal(prize.place)}</span>{' '}
          <span className="tabular-nums">{formatRupees(prize.amount)}</span>{' '}
          <span className="text-xs text-muted-foreground">({prize.percent}%)</span>
        </li>
      ))}
    </ol>
  );
}

type Dialogs = 'edit' | 'start' | 'cancel' | null;

/**
 * One tournament as the admin runs it: its settings (editable before the start), "Start now",
 * "Cancel", the field with "Disqualify" while it runs, every round's games with "Force result"
 * for a stuck one, and the standings.
 */
export function TournamentAdminDetail({ tournamentId }: { tournamentId: string }) {
  const detail = useAdminTournament(tournamentId);
  const [dialog, setDialog] = useState<Dialogs>(null);
  const [disqualify, setDisqualify] = useState<DisqualifyTarget | null>(null);
  const [force, setForce] = useState<ForceResultTarget | null>(null);

  if (!detail.data) return <DetailPending errorTitle="Could not load this tournament" query={detail} />;

  const tournament = detail.data;
  const beforeStart = isBeforeStart(tournament.status);
  const running = tournament.status === 'running';
  const close = () => setDialog(null);

  return (
    <Card aria-labelledby="tournament-title">
      <CardHeader className="gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle id="tournament-title" className="break-words">
            {tournament.title}
          </CardTitle>
          <TournamentStatusBadge status={tournament.status} />
          {tournament.visibility === 'private' ? <Badge variant="outline">Private: invite only</Badge> : null}
        </div>
        <TournamentFacts tournament={tournament} />
        {beforeStart || isCancellable(tournament.status) ? (
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            {beforeStart ? (
              <>
                <Button variant="outline" onClick={() => setDialog('edit')}>
                  <Pencil aria-hidden="true" />
                  Edit
                </Button>
                <Button onClick={() => setDialog('start')}>
                  <Play aria-hidden="true" />
                  Start now
                </Button>
              </>
            ) : null}
            <Button variant="destructive" onClick={() => setDialog('cancel')}>
              <Ban aria-hidden="true" />
              Cancel
            </Button>
          </div>
        ) : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {tournament.status === 'cancelled' ? (
          <Alert variant="destructive">
            <AlertTitle>Cancelled: every entry fee was refunded</AlertTitle>
            {tournament.cancelledReason ? <AlertDescription>{tournament.cancelledReason}</AlertDescription> : null}
          </Alert>
        ) : null}
        <DetailSection title="Prizes">
          <PrizeTable tournament={tournament} />
        </DetailSection>
        <DetailSection title={`Field (${tournament.field.length})`}>
          <TournamentFieldTable field={tournament.field} canDisqualify={running} onDisqualify={setDisqualify} />
        </DetailSection>
        {beforeStart ? null : (
          <>
            <DetailSection title="Rounds">
              <TournamentRounds
                rounds={tournament.rounds}
                currentRound={tournament.currentRound}
                canForce={running}
                onForce={setForce}
              />
            </DetailSection>
            <DetailSection title="Standings">
              <TournamentStandings tournament={tournament} />
            </DetailSection>
          </>
        )}
      </CardContent>
      <EditTournamentDialog tournament={tournament} open={dialog === 'edit'} onClose={close} />
      <StartTournamentDialog tournament={tournament} open={dialog === 'start'} onClose={close} />
      <CancelTournamentDialog tournament={tournament} open={dialog === 'cancel'} onClose={close} />
      <DisqualifyDialog tournamentId={tournament.id} player={disqualify} onClose={() => setDisqualify(null)} />
      <ForceResultDialog target={force} field={tournament.field} onClose={() => setForce(null)} />
    </Card>
  );
}
