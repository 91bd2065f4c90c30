import { useT } from '@/lib/i18n/react';
import { CreatePrivateTournamentDialog } from './CreatePrivateTournamentDialog';
import { JoinWithCode } from './JoinWithCode';

/**
 * "Play with friends": create a private tournament (its invite goes to friends), or join a
 * friend's with the code they sent.
 */
export function PrivateTournamentActions() {
  const t = useT();
  return (
    <div className="flex flex-col gap-4 rounded-lg border bg-card p-4 shadow-sm sm:flex-row sm:items-start sm:justify-between sm:gap-8">
      <div className="flex flex-col items-start gap-2">
        <p className="max-w-prose text-sm text-muted-foreground">{t('privateTournament.actions.text')}</p>
        <CreatePrivateTournamentDialog />
      </div>
      <div className="sm:max-w-sm">
        <JoinWithCode />
      </div>
    </div>
  );
}
