import type { TournamentDetail } from '@ludo/shared/tournaments/tournaments.schemas';
import { useT } from '@/lib/i18n/react';
import { formatRules, gameRules } from '../lib/tournament-rules';

function Bullets({ items }: { items: string[] }) {
  return (
    <ul className="flex list-disc flex-col gap-1.5 pl-5 text-sm">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** How this tournament's format pairs, gives byes and ranks, and what every game asks of its players. */
export function TournamentRules({
  tournament,
}: {
  tournament: Pick<TournamentDetail, 'format' | 'plannedRounds' | 'swissRounds' | 'tableAdvance'>;
}) {
  const t = useT();
  return (
    <div className="flex flex-col gap-4" data-testid="tournament-rules">
      <div>
        <h3 className="mb-2 font-medium">{t('tournament.rules.pairingsTitle')}</h3>
        <Bullets items={formatRules(t, tournament.format, tournament.plannedRounds, tournament)} />
      </div>
      <div>
        <h3 className="mb-2 font-medium">{t('tournament.rules.gameTitle')}</h3>
        <Bullets items={gameRules(t)} />
      </div>
    </div>
  );
}
