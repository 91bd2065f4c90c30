import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/react';
import { MATCH_TEXT } from '../lib/match-display';

/** The product's "Match not found" state, with the way back to the rooms. */
export function MatchNotFound() {
  const t = useT();
  return (
    <div
      className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-lg border border-dashed px-4 py-12 text-center"
      data-testid="match-not-found"
    >
      <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-xl font-bold">{t(MATCH_TEXT.matchNotFound)}</h1>
      <p className="text-sm text-muted-foreground">{t(MATCH_TEXT.matchNotFoundText)}</p>
      <Button asChild className="mt-2">
        <Link to={paths.user.tournaments}>{t('match.nav.backToTournaments')}</Link>
      </Button>
    </div>
  );
}
