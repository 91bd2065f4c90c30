import type { PublicLeaderboardEntry } from '@ludo/shared/matches/matches.schemas';
import { formatRupees } from '@ludo/shared/money';
import { Crown } from 'lucide-react';
import { PlayerName } from '@/components/player-name';
import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { currentLocale } from '@/lib/i18n/i18n';
import { intlLocale, type Locale } from '@/lib/i18n/locales';
import { type Translate, useT } from '@/lib/i18n/react';

const CELL = 'px-2 sm:px-3';
const MEDAL = ['text-amber-500', 'text-slate-400', 'text-orange-700'];

/** A row of a board: the player area's rows carry the player's id, the public site's do not. */
export type LeaderboardTableEntry = PublicLeaderboardEntry & { userId?: string };

// The week starts on Monday in India, whatever the browser's own time zone; the day is named in the page's language.
const istDates = new Map<Locale, Intl.DateTimeFormat>();
function istDate(locale: Locale): Intl.DateTimeFormat {
  let found = istDates.get(locale);
  if (!found) {
    found = new Intl.DateTimeFormat(intlLocale(locale), {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'Asia/Kolkata',
    });
    istDates.set(locale, found);
  }
  return found;
}

/** "Since Monday, 17 November (IST)." for a week board's start; empty for a date that cannot be read. */
export function sinceIstText(iso: string, t: Translate): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : t('leaderboard.since', { date: istDate(currentLocale()).format(date) });
}

/**
 * Rank, player, wins, played and winnings, shared by the player area and the public site; the
 * signed-in player's row is highlighted. "Played" hides on narrow phones so the board fits 360 px
 * without scrolling sideways.
 */
export function LeaderboardTable({
  label,
  entries,
  currentUserId,
  compact = false,
}: {
  label: string;
  entries: LeaderboardTableEntry[];
  /** The signed-in player, whose row is highlighted; undefined for a visitor. */
  currentUserId: string | undefined;
  /** The dashboard's card: no Played column, and Wins only when the card is wide enough. */
  compact?: boolean;
}) {
  const t = useT();
  // In the dashboard's narrow card (a container query on the card) only rank, player and winnings fit.
  const winsColumn = compact ? 'hidden @[17rem]:table-cell' : undefined;
  return (
    <Table aria-label={label}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead className={CELL}>{t('leaderboard.table.rank')}</TableHead>
          <TableHead className={cn(CELL, 'w-full')}>{t('leaderboard.table.player')}</TableHead>
          <TableHead className={cn(CELL, winsColumn, 'text-right')}>{t('leaderboard.table.wins')}</TableHead>
          {compact ? null : (
            <TableHead className={cn(CELL, 'hidden text-right sm:table-cell')}>
              {t('leaderboard.table.played')}
            </TableHead>
          )}
          <TableHead className={cn(CELL, 'text-right')}>{t('leaderboard.table.winnings')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {entries.map((entry) => {
          const isMe = currentUserId !== undefined && entry.userId === currentUserId;
          return (
            <TableRow
              // Ranks are unique within a board, and public rows carry no player id.
              key={entry.rank}
              aria-current={isMe ? 'true' : undefined}
              data-current-player={isMe ? 'true' : undefined}
              className={cn(isMe && 'bg-primary/10 font-medium hover:bg-primary/15')}
            >
              <TableCell className={cn(CELL, 'tabular-nums')}>
                <span className="inline-flex items-center gap-1">
                  {entry.rank <= 3 ? (
                    <Crown className={cn('size-4', MEDAL[entry.rank - 1])} aria-hidden="true" />
                  ) : null}
                  {entry.rank}
                </span>
              </TableCell>
              {/* Takes the room left and truncates long names rather than widen the table. */}
              <TableCell className={cn(CELL, 'w-full max-w-0')}>
                <span className="flex min-w-0 items-center gap-2">
                  <span className="truncate" title={entry.name}>
                    <PlayerName name={entry.name} />
                  </span>
                  {isMe ? (
                    <Badge variant="default" className="shrink-0">
                      {t('leaderboard.table.you')}
                    </Badge>
                  ) : null}
                </span>
              </TableCell>
              <TableCell className={cn(CELL, winsColumn, 'text-right tabular-nums')}>{entry.wins}</TableCell>
              {compact ? null : (
                <TableCell className={cn(CELL, 'hidden text-right tabular-nums sm:table-cell')}>
                  {entry.played}
                </TableCell>
              )}
              <TableCell className={cn(CELL, 'text-right font-medium whitespace-nowrap tabular-nums')}>
                {formatRupees(entry.winnings)}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
