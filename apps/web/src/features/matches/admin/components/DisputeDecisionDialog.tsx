import type { MatchDetail, MatchPlayer } from '@ludo/shared/matches/matches.schemas';
import { formatRupees } from '@ludo/shared/money';
import { toast } from 'sonner';
import { DecisionActions, DecisionDialog, DecisionHeader } from '@/components/admin/decision-dialog';
import { ReasonField } from '@/components/admin/reason-field';
import { useReasonForm } from '@/components/admin/use-reason-form';
import { PlayerName } from '@/components/player-name';
import { useResolveMatch } from '../api/resolve-match';

/** What the admin chose: the win to one player, or a cancel that refunds both. */
export type DisputeDecision = { outcome: 'award'; winner: MatchPlayer } | { outcome: 'cancel' };

function copyOf(match: MatchDetail, decision: DisputeDecision) {
  const fee = formatRupees(match.entryFee);
  if (decision.outcome === 'award') {
    const { userId } = decision.winner;
    const name = <PlayerName name={decision.winner.name} />;
    const loser = [match.creator, match.opponent].find((player) => player && player.userId !== userId);
    if (match.tournament) {
      // A tournament game holds no stake: the prizes come from the tournament's pool at its end.
      return {
        title: <>Award the win to {name}</>,
        description: (
          <>
            {name} wins this game of {match.tournament.title};{' '}
            {loser ? <PlayerName name={loser.name} /> : 'the other player'} loses it, and the tournament moves on.
          </>
        ),
        submit: 'Award the win',
        pending: 'Awarding...',
        done: <>Win awarded to {name}</>,
        doneDescription: 'The tournament moves on with this result.',
      };
    }
    const prize = formatRupees(match.prizePool);
    return {
      title: <>Award the win to {name}</>,
      description: (
        <>
          {name} receives the prize of {prize}; {loser ? <PlayerName name={loser.name} /> : 'the other player'} does not
          get the {fee} entry fee back.
        </>
      ),
      submit: 'Award the win',
      pending: 'Awarding...',
      done: <>Win awarded to {name}</>,
      doneDescription: `${prize} is paid to their winnings.`,
    };
  }
  return {
    title: 'Cancel and refund both',
    description: `The match is cancelled and each player gets the ${fee} entry fee back.`,
    submit: 'Cancel and refund',
    pending: 'Cancelling...',
    done: 'Match cancelled and both players refunded',
    doneDescription: `Each player got the ${fee} entry fee back.`,
  };
}

function DecisionForm({
  match,
  decision,
  onDone,
}: {
  match: MatchDetail;
  decision: DisputeDecision;
  onDone: () => void;
}) {
  const resolve = useResolveMatch();
  const copy = copyOf(match, decision);
  const { onSubmit, serverError, reasonProps } = useReasonForm(async (reason) => {
    await resolve.mutateAsync({
      matchId: match.id,
      body:
        decision.outcome === 'award'
          ? { outcome: 'award', winnerId: decision.winner.userId, reason }
          : { outcome: 'cancel', reason },
    });
    toast.success(copy.done, { description: copy.doneDescription });
    onDone();
  }, 'Could not save the decision. Try again.');

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <DecisionHeader
        title={copy.title}
        description={
          <>{copy.description} Both players see your reason, and it is kept in the audit log. The decision is final.</>
        }
        error={serverError}
      />
      <ReasonField id="dispute-decision-reason" {...reasonProps} />
      <DecisionActions
        busy={resolve.isPending}
        cancelLabel="Keep reviewing"
        variant={decision.outcome === 'cancel' ? 'destructive' : 'default'}
        label={copy.submit}
        pendingLabel={copy.pending}
      />
    </form>
  );
}

/** Confirms a decision on a dispute, with the written reason it requires. */
export function DisputeDecisionDialog({
  match,
  decision,
  onClose,
  onDecided,
}: {
  match: MatchDetail;
  decision: DisputeDecision | null;
  onClose: () => void;
  onDecided: () => void;
}) {
  const key = decision ? (decision.outcome === 'award' ? `award-${decision.winner.userId}` : 'cancel') : 'none';
  return (
    <DecisionDialog open={decision !== null} onClose={onClose}>
      {decision ? (
        <DecisionForm
          key={key}
          match={match}
          decision={decision}
          onDone={() => {
            onClose();
            onDecided();
          }}
        />
      ) : null}
    </DecisionDialog>
  );
}
