import { formatRupees } from '@ludo/shared/money';
import type { TournamentDetail } from '@ludo/shared/tournaments/tournaments.schemas';
import { PlayerName } from '@/components/player-name';
import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

const number = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
const shown = (value: number | null) => (value === null ? '—' : number.format(value));

/**
 * The standings, best first. Swiss and round robin rank by points (then Buchholz and
 * Sonneborn-Berger); knockout and multi-table by the round reached. Prizes once finished.
 */
export function TournamentStandings({ tournament }: { tournament: TournamentDetail }) {
  const { standings, format } = tournament;
  if (standings.length === 0) {
    return <p className="text-sm text-muted-foreground">Standings appear once the first games are decided.</p>;
  }
  const byPoints = format === 'swiss' || format === 'round_robin';
  const finished = tournament.status === 'finished';
  return (
    <Table aria-label="Standings">
      <TableHeader>
        <TableRow>
          <TableHead className="w-14">Rank</TableHead>
          <TableHead>Player</TableHead>
          {byPoints ? (
            <>
              <TableHead className="text-right">Points</TableHead>
              <TableHead className="text-right">Buchholz</TableHead>
              <TableHead className="text-right">
                <abbr title="Sonneborn-Berger">SB</abbr>
              </TableHead>
            </>
          ) : (
            <TableHead className="text-right">Round reached</TableHead>
          )}
          {finished ? (
            <>
              <TableHead className="text-right">Prize</TableHead>
              <TableHead className="text-right">Leaderboard points</TableHead>
            </>
          ) : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {standings.map((row) => (
          <TableRow key={row.seed}>
            <TableCell className="tabular-nums">{row.rank}</TableCell>
            <TableCell>
              <span className="flex flex-wrap items-center gap-2">
                <PlayerName name={row.name} className="font-medium break-words" />
                {row.disqualified ? <Badge variant="destructive">Disqualified</Badge> : null}
              </span>
            </TableCell>
            {byPoints ? (
              <>
                <TableCell className="text-right tabular-nums">{shown(row.points)}</TableCell>
                <TableCell className="text-right tabular-nums">{shown(row.buchholz)}</TableCell>
                <TableCell className="text-right tabular-nums">{shown(row.sonnebornBerger)}</TableCell>
              </>
            ) : (
              <TableCell className="text-right tabular-nums">{shown(row.roundReached)}</TableCell>
            )}
            {finished ? (
              <>
                <TableCell className="text-right tabular-nums">
                  {row.prize === null ? '—' : formatRupees(row.prize)}
                </TableCell>
                <TableCell className="text-right tabular-nums">{shown(row.tournamentPoints)}</TableCell>
              </>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
