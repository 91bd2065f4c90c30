import { useQueryClient } from '@tanstack/react-query';
import { auditLogKey } from '@/features/admin/api/get-audit-log';
import { invalidateTournaments } from '../../api/query-keys';
import { adminTournamentsKey } from './get-tournaments';

/**
 * After any admin action on a tournament: its admin list and view, the player-facing tournament
 * queries (an admin can open the player area in the same tab), and the audit log that records the
 * action. Run on failure too: another admin may have changed the tournament first.
 */
export function useInvalidateTournaments() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminTournamentsKey }),
      invalidateTournaments(queryClient),
      queryClient.invalidateQueries({ queryKey: auditLogKey }),
    ]);
}
