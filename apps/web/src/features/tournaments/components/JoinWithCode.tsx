import { useState } from 'react';
import { useNavigate } from 'react-router';
import { serverMessage } from '@/lib/api-error';
import { useT } from '@/lib/i18n/react';
import { useFindTournamentByInvite } from '../api/private-tournaments';
import { joinWithCodePath } from '../lib/private-tournament';
import { InviteCodeForm } from './InviteCodeForm';

/**
 * "Join with a code": the code a friend sent opens their private tournament's page, where the
 * player registers with it. A code no tournament has is said so under the field.
 */
export function JoinWithCode() {
  const t = useT();
  const navigate = useNavigate();
  const find = useFindTournamentByInvite();
  const [error, setError] = useState<string | null>(null);

  return (
    <InviteCodeForm
      label={t('privateTournament.join.label')}
      submitLabel={t('privateTournament.join.submit')}
      pendingLabel={t('privateTournament.join.pending')}
      hint={t('privateTournament.join.hint')}
      error={error}
      pending={find.isPending}
      testId="join-with-code"
      onSubmit={(code) => {
        setError(null);
        find.mutate(code, {
          onSuccess: ({ tournamentId }) => navigate(joinWithCodePath(tournamentId, code)),
          onError: (failure) => setError(serverMessage(failure) ?? t('privateTournament.join.failed')),
        });
      }}
    />
  );
}
