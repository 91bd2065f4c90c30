import type { TournamentSchedule } from '@ludo/shared/tournaments/tournaments.schemas';
import { CalendarClock, Pause, Play } from 'lucide-react';
import { toast } from 'sonner';
import { createDataTableColumnHelper, DataTable } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { QueryError } from '@/components/query-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { serverMessage } from '@/lib/api-error';
import { useSchedules, useSetScheduleActive } from '../api/schedules';
import { nextStartText, opensText, timeOfDayText, weekdaysText } from '../lib/schedule-form';
import { CreateScheduleDialog, EditScheduleDialog } from './ScheduleDialogs';
import { formatAndFeeColumns } from './settings-columns';

/** Pause (no more tournaments from it) or resume a schedule; the tournaments it already created stay. */
function ActiveToggle({ schedule }: { schedule: TournamentSchedule }) {
  const setActive = useSetScheduleActive();
  const pending = setActive.isPending && setActive.variables?.id === schedule.id;
  const next = !schedule.active;
  const toggle = () =>
    setActive.mutate(
      { id: schedule.id, active: next },
      {
        onSuccess: (updated) =>
          toast.success(updated.active ? `${updated.title} resumed` : `${updated.title} paused`, {
            description: updated.active
              ? `Next start: ${nextStartText(updated.nextStart)}.`
              : 'No new tournaments are created from it until it is resumed.',
          }),
        onError: (error) =>
          toast.error(serverMessage(error) ?? `Could not ${next ? 'resume' : 'pause'} ${schedule.title}. Try again.`),
      },
    );
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={toggle}
      disabled={pending}
      aria-label={`${schedule.active ? 'Pause' : 'Resume'} ${schedule.title}`}
    >
      {schedule.active ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
      {pending ? (next ? 'Resuming...' : 'Pausing...') : schedule.active ? 'Pause' : 'Resume'}
    </Button>
  );
}

const helper = createDataTableColumnHelper<TournamentSchedule>();

const columns = helper.columns([
  helper.accessor('title', {
    header: 'Title',
    cell: (info) => <span className="block max-w-56 min-w-32 font-medium break-words">{info.getValue()}</span>,
  }),
  ...formatAndFeeColumns(helper),
  helper.accessor('maxPlayers', {
    header: 'Seats',
    cell: ({ row }) => (
      <span className="whitespace-nowrap tabular-nums">
        {row.original.maxPlayers}
        <span className="block text-xs text-muted-foreground">at least {row.original.minPlayers}</span>
      </span>
    ),
  }),
  helper.accessor('timeOfDay', {
    header: 'Time (IST)',
    cell: (info) => <span className="whitespace-nowrap tabular-nums">{timeOfDayText(info.getValue())}</span>,
  }),
  helper.accessor((schedule) => weekdaysText(schedule.weekdays), {
    id: 'weekdays',
    header: 'Days',
    enableSorting: false,
    cell: (info) => <span className="block min-w-24">{info.getValue()}</span>,
  }),
  helper.accessor('opensHoursBefore', {
    header: 'Registration opens',
    cell: (info) => <span className="whitespace-nowrap">{opensText(info.getValue())}</span>,
  }),
  helper.accessor('active', {
    header: 'Status',
    cell: (info) =>
      info.getValue() ? <Badge variant="success">Active</Badge> : <Badge variant="secondary">Paused</Badge>,
  }),
  // ISO instants sort as text in time order; a paused schedule (no next start) sorts first.
  helper.accessor((schedule) => schedule.nextStart ?? '', {
    id: 'nextStart',
    header: 'Next start',
    cell: ({ row }) => <span className="whitespace-nowrap">{nextStartText(row.original.nextStart)}</span>,
  }),
  helper.display({
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    cell: ({ row }) => (
      <div className="flex flex-wrap gap-2">
        <EditScheduleDialog schedule={row.original} />
        <ActiveToggle schedule={row.original} />
      </div>
    ),
  }),
]);

const NO_SCHEDULES: TournamentSchedule[] = [];

/**
 * "Recurring tournaments": the schedules that create a tournament before each start (the time of
 * day and the days are India time), each with its next start, changed, paused or resumed here.
 */
export function RecurringTournaments() {
  const schedules = useSchedules();

  return (
    <section
      aria-labelledby="recurring-tournaments-title"
      className="flex flex-col gap-3"
      data-testid="recurring-tournaments"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 id="recurring-tournaments-title" className="text-lg font-semibold">
            Recurring tournaments
          </h2>
          <p className="max-w-prose text-sm text-muted-foreground">
            Each creates its tournament on the chosen days at the same India time, open for registration the set number
            of hours before the start. Changing or pausing one applies to the tournaments it creates from then on; those
            already created stay as they are.
          </p>
        </div>
        <CreateScheduleDialog />
      </div>
      {schedules.isError && !schedules.data ? (
        <QueryError
          title="Could not load the recurring tournaments"
          error={schedules.error}
          onRetry={() => void schedules.refetch()}
        />
      ) : schedules.data && schedules.data.length === 0 ? (
        <EmptyState
          icon={CalendarClock}
          title="No recurring tournaments"
          hint="Create one to run the same tournament every day, or on the days you choose."
          className="py-10"
        />
      ) : (
        <DataTable
          label="Recurring tournaments"
          columns={columns}
          data={schedules.data ?? NO_SCHEDULES}
          getRowId={(schedule) => schedule.id}
          isLoading={schedules.isPending}
          isFetching={schedules.isFetching}
        />
      )}
    </section>
  );
}
