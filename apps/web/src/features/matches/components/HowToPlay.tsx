import { howToPlayEnglish, howToPlayHindi, MATCH_RULES } from '../lib/match-display';

/** The steps of a match, in English and in Hindi. */
export function HowToPlay({ appName }: { appName: string }) {
  return (
    <section className="rounded-lg border bg-card p-4" aria-labelledby="how-to-play-title" data-testid="how-to-play">
      <h3 id="how-to-play-title" className="font-semibold">
        How to play
      </h3>
      <div className="mt-3 grid gap-4 md:grid-cols-2">
        <div>
          <h4 className="mb-2 text-sm font-medium text-muted-foreground">English</h4>
          <ol className="list-decimal space-y-1.5 pl-5 text-sm">
            {howToPlayEnglish(appName).map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
        <div lang="hi">
          <h4 className="mb-2 text-sm font-medium text-muted-foreground">हिंदी</h4>
          <ol className="list-decimal space-y-1.5 pl-5 text-sm">
            {howToPlayHindi(appName).map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}

/** The match rules, short. */
export function MatchRules() {
  return (
    <section className="rounded-lg border bg-card p-4" aria-labelledby="match-rules-title" data-testid="match-rules">
      <h3 id="match-rules-title" className="font-semibold">
        Rules
      </h3>
      <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm">
        {MATCH_RULES.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
    </section>
  );
}
