import { Crown, ListOrdered } from 'lucide-react';
import { sinceIstText } from '@/components/leaderboard-table';
import { PlayerName } from '@/components/player-name';
import { QueryError } from '@/components/query-error';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { type MessageId, useT } from '@/lib/i18n/react';
import { type TournamentLeaderboardPeriod, useTournamentLeaderboard } from '../api/get-tournament-leaderboard';
import { pointsRuleText, type TournamentBoardRow, tournamentBoardRows } from '../lib/tournament-leaderboard';

const CELL = 'px-2 sm:px-3';
const MEDAL = { 1: 'text-amber-500', 2: 'text-slate-400', 3: 'text-orange-700' } as const;

/**
 * Rank, player, points, wins, tournaments played and prizes. "Played" hides on narrow phones so the
 * board fits 360 px without scrolling sideways.
 */
export function TournamentLeaderboardTable({ label, rows }: { label: string; rows: TournamentBoardRow[] }) {
  const t = useT();
  return (
    <Table aria-label={label}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead className={CELL}>{t('tournament.standings.rank')}</TableHead>
          <TableHead className={cn(CELL, 'w-full')}>{t('tournament.standings.player')}</TableHead>
          <TableHead className={cn(CELL, 'text-right')}>{t('tournament.leaderboard.points')}</TableHead>
          <TableHead className={cn(CELL, 'text-right')}>{t('tournament.leaderboard.wins')}</TableHead>
          <TableHead className={cn(CELL, 'hidden text-right sm:table-cell')}>
            {t('tournament.leaderboard.played')}
          </TableHead>
          <TableHead className={cn(CELL, 'text-right')}>{t('tournament.leaderboard.prizes')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          // Ranks are unique within a board, and its rows carry no player id.
          <TableRow key={row.rank}>
            <TableCell className={cn(CELL, 'tabular-nums')}>
              <span className="inline-flex items-center gap-1">
                {row.medal ? <Crown className={cn('size-4', MEDAL[row.medal])} aria-hidden="true" /> : null}
                {row.rank}
              </span>
            </TableCell>
            <TableCell className={cn(CELL, 'w-full max-w-0')}>
              <span className="block truncate" title={row.name}>
                <PlayerName name={row.name} />
              </span>
            </TableCell>
            <TableCell className={cn(CELL, 'text-right font-medium tabular-nums')}>{row.points}</TableCell>
            <TableCell className={cn(CELL, 'text-right tabular-nums')}>{row.wins}</TableCell>
            <TableCell className={cn(CELL, 'hidden text-right tabular-nums sm:table-cell')}>
              {row.tournaments}
            </TableCell>
            <TableCell className={cn(CELL, 'text-right whitespace-nowrap tabular-nums')}>{row.prizes}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

const EMPTY_HINT: Record<TournamentLeaderboardPeriod, MessageId> = {
  week: 'tournament.leaderboard.empty.week',
  all: 'tournament.leaderboard.empty.all',
};

/**
 * The tournament board of one period: players by tournament points over public tournaments
 * finished in it, with loading, error and empty states. Shown by the public /leaderboard and the
 * player's /user/leaderboard beside the 1v1 board.
 */
export function TournamentLeaderboard({ period }: { period: TournamentLeaderboardPeriod }) {
  const t = useT();
  const board = useTournamentLeaderboard(period);
  const rule = pointsRuleText(t);

  if (board.isError && !board.data) {
    return (
      <QueryError
        title={t('tournament.leaderboard.loadError')}
        error={board.error}
        onRetry={() => void board.refetch()}
      />
    );
  }
  if (!board.data) {
    return (
      <div className="flex flex-col gap-2" aria-busy="true">
        <span className="sr-only" role="status">
          {t('tournament.leaderboard.loading')}
        </span>
        {Array.from({ length: 5 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
          <Skeleton key={index} className="h-10 w-full" />
        ))}
      </div>
    );
  }
  const { entries, since } = board.data;
  if (entries.length === 0) {
    return (
      <div
        className="flex flex-col items-center gap-1.5 rounded-lg border border-dashed px-3 py-12 text-center"
        data-testid="tournament-leaderboard-empty"
      >
        <ListOrdered className="size-6 text-muted-foreground" aria-hidden="true" />
        <p className="font-semibold">{t('tournament.leaderboard.empty')}</p>
        <p className="max-w-prose text-sm text-muted-foreground">{t(EMPTY_HINT[period])}</p>
        <p className="max-w-prose text-xs text-muted-foreground">{rule}</p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3" data-testid="tournament-leaderboard">
      <p className="text-sm text-muted-foreground">
        {since ? `${sinceIstText(since, t)} ` : ''}
        {rule}
      </p>
      <TournamentLeaderboardTable
        label={t(period === 'week' ? 'tournament.leaderboard.label.week' : 'tournament.leaderboard.label.all')}
        rows={tournamentBoardRows(entries)}
      />
    </div>
  );
}
