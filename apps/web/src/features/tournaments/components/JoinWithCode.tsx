import { useState } from 'react';
import { useNavigate } from 'react-router';
import { serverMessage } from '@/lib/api-error';
import { useFindTournamentByInvite } from '../api/private-tournaments';
import { joinWithCodePath } from '../lib/private-tournament';
import { InviteCodeForm } from './InviteCodeForm';

/**
 * "Join with a code": the code a friend sent opens their private tournament's page, where the
 * player registers with it. A code no tournament has is said so under the field.
 */
export function JoinWithCode() {
  const navigate = useNavigate();
  const find = useFindTournamentByInvite();
  const [error, setError] = useState<string | null>(null);

  return (
    <InviteCodeForm
      label="Join with a code"
      submitLabel="Join"
      pendingLabel="Looking up..."
      hint="The invite code a friend sent you opens their private tournament."
      error={error}
      pending={find.isPending}
      testId="join-with-code"
      onSubmit={(code) => {
        setError(null);
        find.mutate(code, {
          onSuccess: ({ tournamentId }) => navigate(joinWithCodePath(tournamentId, code)),
          onError: (failure) =>
            setError(serverMessage(failure) ?? 'Could not look up the code. Check your connection and try again.'),
        });
      }}
    />
  );
}
