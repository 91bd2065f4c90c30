import { formatRupees } from '@ludo/shared/money';
import type { TournamentDetail } from '@ludo/shared/tournaments/tournaments.schemas';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useT } from '@/lib/i18n/react';
import { formatNumber, ordinal, prizeRules } from '../lib/tournament-rules';

type PrizesOf = Pick<TournamentDetail, 'prizeTable' | 'prizePool' | 'status' | 'players' | 'maxPlayers'>;

/** The prize of each paid place, with the rule that chose the split and the tax rule. */
export function TournamentPrizes({ tournament }: { tournament: PrizesOf }) {
  const t = useT();
  const rules = prizeRules(t, tournament.status, tournament.players, tournament.maxPlayers);
  return (
    <div className="flex flex-col gap-3">
      {tournament.status !== 'cancelled' && tournament.prizeTable.length > 0 ? (
        <Table aria-label={t('tournament.prizes.title')} data-testid="prize-table">
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead>{t('tournament.prizes.place')}</TableHead>
              <TableHead className="text-right">{t('tournament.prizes.share')}</TableHead>
              <TableHead className="text-right">{t('tournament.prizes.prize')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {tournament.prizeTable.map((row) => (
              <TableRow key={row.place}>
                <TableCell>{ordinal(t, row.place)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatNumber(row.percent)}%</TableCell>
                <TableCell className="text-right font-medium tabular-nums">{formatRupees(row.amount)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-muted-foreground" data-testid="prize-rules">
        {rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
    </div>
  );
}
