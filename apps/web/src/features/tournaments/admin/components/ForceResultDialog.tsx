import type { AdminTournamentDetail, TournamentGame } from '@ludo/shared/tournaments/tournaments.schemas';
import { useState } from 'react';
import { toast } from 'sonner';
import { DecisionActions, DecisionDialog, DecisionHeader } from '@/components/admin/decision-dialog';
import { ReasonField } from '@/components/admin/reason-field';
import { useReasonForm } from '@/components/admin/use-reason-form';
import { PlayerName } from '@/components/player-name';
import { useForceResult } from '../api/force-result';
import { forceResultBody, movePlayer, ordinal, rankingOf } from '../lib/force-result';
import { messageOf } from '../lib/tournament-labels';
import { RankingList } from './RankingList';

/** The game whose result the admin sets, and how the round names it ("Round 2, Table 3"). */
export interface ForceResultTarget {
  game: TournamentGame & { matchId: string };
  label: string;
}

function ForceResultForm({
  target,
  field,
  onDone,
}: {
  target: ForceResultTarget;
  field: AdminTournamentDetail['field'];
  onDone: () => void;
}) {
  const force = useForceResult();
  const proposed = rankingOf(target.game, field);
  const [ranking, setRanking] = useState(proposed.players);
  const [announcement, setAnnouncement] = useState('');
  const blocked = proposed.unmatched.length > 0;

  const move = (index: number, step: -1 | 1) => {
    const next = movePlayer(ranking, index, step);
    const moved = ranking[index];
    setRanking(next);
    if (moved) setAnnouncement(`${moved.name} is now ${ordinal(next.indexOf(moved) + 1)}.`);
  };

  const { onSubmit, serverError, reasonProps } = useReasonForm(async (reason) => {
    const body = forceResultBody(ranking, reason);
    if (!body.success) throw new Error(body.error.issues[0]?.message ?? 'Rank every player of the game');
    const result = await force.mutateAsync({ matchId: target.game.matchId, body: body.data });
    const first = ranking[0];
    toast.success(messageOf(result) ?? `Result of ${target.label} set`, {
      description: first ? (
        <>
          <PlayerName name={first.name} /> placed first.
        </>
      ) : undefined,
    });
    onDone();
  }, 'Could not set the result. Try again.');

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <DecisionHeader
        title={`Force the result of ${target.label}`}
        description={
          <>
            Order the players from first to last{target.game.players.length === 2 ? ' (the winner first)' : ''}. The
            game is decided in this order and the tournament moves on. The reason is kept in the audit log.
          </>
        }
        error={
          serverError ??
          (blocked
            ? `${proposed.unmatched.join(', ')} could not be found in the field; reload the tournament and try again.`
            : undefined)
        }
      />
      <RankingList ranking={ranking} onMove={move} disabled={force.isPending} />
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      <ReasonField id="force-result-reason" {...reasonProps} />
      <DecisionActions busy={force.isPending} blocked={blocked} label="Set this result" pendingLabel="Saving..." />
    </form>
  );
}

/** "Force result" of a game being played or in review: the admin's ranking and a reason. */
export function ForceResultDialog({
  target,
  field,
  onClose,
}: {
  target: ForceResultTarget | null;
  field: AdminTournamentDetail['field'];
  onClose: () => void;
}) {
  return (
    <DecisionDialog open={target !== null} onClose={onClose} className="max-h-[90dvh] overflow-y-auto">
      {target ? <ForceResultForm key={target.game.matchId} target={target} field={field} onDone={onClose} /> : null}
    </DecisionDialog>
  );
}
