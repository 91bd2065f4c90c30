import { useT } from '@/lib/i18n/react';
import { howToPlaySteps, matchRules } from '../lib/match-display';

/** The steps of a match, in the page's language. */
export function HowToPlay({ appName }: { appName: string }) {
  const t = useT();
  return (
    <section className="rounded-lg border bg-card p-4" aria-labelledby="how-to-play-title" data-testid="how-to-play">
      <h3 id="how-to-play-title" className="font-semibold">
        {t('howToPlay.title')}
      </h3>
      <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-sm">
        {howToPlaySteps(t, appName).map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}

/** The match rules, short. */
export function MatchRules() {
  const t = useT();
  return (
    <section className="rounded-lg border bg-card p-4" aria-labelledby="match-rules-title" data-testid="match-rules">
      <h3 id="match-rules-title" className="font-semibold">
        {t('howToPlay.rules.title')}
      </h3>
      <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm">
        {matchRules(t).map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
    </section>
  );
}
