import { formatRupees } from '@ludo/shared/money';
import type { TournamentDetail } from '@ludo/shared/tournaments/tournaments.schemas';
import { PlayerName } from '@/components/player-name';
import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/react';
import { formatNumber, roundName } from '../lib/tournament-rules';

type StandingsOf = Pick<TournamentDetail, 'format' | 'standings' | 'plannedRounds' | 'status'>;

const CELL = 'px-2 sm:px-3';
const NUMBER = cn(CELL, 'text-right tabular-nums');

const dash = (value: number | null, format: (value: number) => string = formatNumber) =>
  value === null ? '—' : format(value);

/**
 * The standings, best first. Swiss and round robin: score, Buchholz, Sonneborn-Berger; knockout and
 * multi-table: the round reached. Once finished, each player's prize and tournament points too.
 */
export function TournamentStandings({ tournament }: { tournament: StandingsOf }) {
  const t = useT();
  const { standings, format } = tournament;
  if (standings.length === 0) {
    return (
      <p className="text-sm text-muted-foreground" data-testid="standings-empty">
        {t('tournament.standings.empty')}
      </p>
    );
  }
  const scored = format === 'swiss' || format === 'round_robin';
  const paid = standings.some((row) => row.prize !== null || row.tournamentPoints !== null);
  return (
    <Table aria-label={t('tournament.standings.title')} data-testid="standings">
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead className={CELL}>{t('tournament.standings.rank')}</TableHead>
          <TableHead className={cn(CELL, 'w-full')}>{t('tournament.standings.player')}</TableHead>
          {scored ? (
            <>
              <TableHead className={NUMBER}>{t('tournament.standings.score')}</TableHead>
              <TableHead className={NUMBER}>
                <abbr title={t('tournament.standings.buchholz.title')} className="no-underline">
                  <span className="sm:hidden">{t('tournament.standings.buchholz.short')}</span>
                  <span className="hidden sm:inline">{t('tournament.standings.buchholz')}</span>
                </abbr>
              </TableHead>
              <TableHead className={NUMBER}>
                <abbr title={t('tournament.standings.sonnebornBerger.title')} className="no-underline">
                  <span className="sm:hidden">{t('tournament.standings.sonnebornBerger.short')}</span>
                  <span className="hidden sm:inline">{t('tournament.standings.sonnebornBerger')}</span>
                </abbr>
              </TableHead>
            </>
          ) : (
            <TableHead className={CELL}>{t('tournament.standings.reached')}</TableHead>
          )}
          {paid ? (
            <>
              <TableHead className={NUMBER}>{t('tournament.prizes.prize')}</TableHead>
              <TableHead className={cn(NUMBER, 'hidden sm:table-cell')}>{t('tournament.standings.points')}</TableHead>
            </>
          ) : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {standings.map((row) => (
          <TableRow key={row.seed} data-testid="standing-row" data-rank={row.rank}>
            <TableCell className={cn(CELL, 'tabular-nums')}>{row.rank}</TableCell>
            <TableCell className={cn(CELL, 'w-full max-w-0')}>
              <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-0.5">
                <PlayerName name={row.name} className="min-w-0 font-medium break-words" />
                <span className="text-xs text-muted-foreground tabular-nums">
                  {t('tournament.players.seed', { seed: row.seed })}
                </span>
                {row.disqualified ? (
                  <Badge variant="destructive">{t('tournament.standings.disqualified')}</Badge>
                ) : null}
              </div>
            </TableCell>
            {scored ? (
              <>
                <TableCell className={NUMBER}>{dash(row.points)}</TableCell>
                <TableCell className={NUMBER}>{dash(row.buchholz)}</TableCell>
                <TableCell className={NUMBER}>{dash(row.sonnebornBerger)}</TableCell>
              </>
            ) : (
              <TableCell className={cn(CELL, 'whitespace-nowrap')}>
                {row.roundReached === null ? '—' : roundName(t, row.roundReached, tournament.plannedRounds, format)}
              </TableCell>
            )}
            {paid ? (
              <>
                <TableCell className={NUMBER}>{row.prize ? formatRupees(row.prize) : '—'}</TableCell>
                <TableCell className={cn(NUMBER, 'hidden sm:table-cell')}>{dash(row.tournamentPoints)}</TableCell>
              </>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
