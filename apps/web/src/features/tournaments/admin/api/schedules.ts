import type { TournamentSchedule, TournamentScheduleBody } from '@ludo/shared/tournaments/tournaments.schemas';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { adminTournamentsKey } from './get-tournaments';
import { useInvalidateTournaments } from './use-invalidate-tournaments';

const SCHEDULES_PATH = '/api/admin/tournaments/schedules';

/** GET /api/admin/tournaments/schedules: every recurring tournament, each with its next start. */
export async function getSchedules(): Promise<TournamentSchedule[]> {
  const { schedules } = await apiFetch<{ schedules: TournamentSchedule[] }>(SCHEDULES_PATH);
  return schedules;
}

export function schedulesQueryOptions() {
  return queryOptions({
    // Under the admin tournaments key: every tournament action refreshes it too.
    queryKey: [...adminTournamentsKey, 'schedules'],
    queryFn: getSchedules,
  });
}

export function useSchedules() {
  return useQuery(schedulesQueryOptions());
}

/** POST /api/admin/tournaments/schedules: each start's tournament is created opensHoursBefore it, open for registration. */
export function createSchedule(body: TournamentScheduleBody): Promise<TournamentSchedule> {
  return apiFetch<TournamentSchedule>(SCHEDULES_PATH, { method: 'POST', json: body });
}

export function useCreateSchedule() {
  const invalidate = useInvalidateTournaments();
  return useMutation({ mutationFn: createSchedule, onSettled: invalidate });
}

/** PUT /api/admin/tournaments/schedules/{id}: every setting again; the tournaments it made already keep theirs. */
export function updateSchedule({
  id,
  body,
}: {
  id: string;
  body: TournamentScheduleBody;
}): Promise<TournamentSchedule> {
  return apiFetch<TournamentSchedule>(`${SCHEDULES_PATH}/${encodeURIComponent(id)}`, { method: 'PUT', json: body });
}

export function useUpdateSchedule() {
  const invalidate = useInvalidateTournaments();
  return useMutation({ mutationFn: updateSchedule, onSettled: invalidate });
}

/** POST /api/admin/tournaments/schedules/{id}/active: pause (no more tournaments created) or resume. */
export function setScheduleActive({ id, active }: { id: string; active: boolean }): Promise<TournamentSchedule> {
  return apiFetch<TournamentSchedule>(`${SCHEDULES_PATH}/${encodeURIComponent(id)}/active`, {
    method: 'POST',
    json: { active },
  });
}

export function useSetScheduleActive() {
  const invalidate = useInvalidateTournaments();
  return useMutation({ mutationFn: setScheduleActive, onSettled: invalidate });
}
