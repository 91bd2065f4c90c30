import { formatRupees } from '@ludo/shared/money';
import type { TournamentFormat } from '@ludo/shared/tournaments/tournaments.schemas';
import type { createDataTableColumnHelper } from '@/components/data-table';
import { FORMAT_LABELS } from '../lib/tournament-labels';

type Settings = { format: TournamentFormat; entryFee: number };

/** The Format and Entry fee columns, the same in the tournaments' table and the schedules'. */
export function formatAndFeeColumns<T extends Settings>(helper: ReturnType<typeof createDataTableColumnHelper<T>>) {
  return [
    helper.accessor((row) => FORMAT_LABELS[row.format] ?? row.format, {
      id: 'format',
      header: 'Format',
      cell: (info) => <span className="whitespace-nowrap">{info.getValue()}</span>,
    }),
    helper.accessor((row) => row.entryFee, {
      id: 'entryFee',
      header: 'Entry fee',
      cell: (info) => <span className="whitespace-nowrap tabular-nums">{formatRupees(info.getValue())}</span>,
    }),
  ];
}
