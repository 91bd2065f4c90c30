import { BRAND_NAME, SUPPORT_EMAIL } from '@ludo/shared/brand';
import { MIN_PLAYER_AGE } from '@ludo/shared/limits';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { type MessageId, T, useT } from '@/lib/i18n/react';

const links: readonly { to: string; labelId: MessageId }[] = [
  { to: paths.user.rules, labelId: 'footer.rules' },
  { to: paths.howToPlay, labelId: 'footer.howToPlay' },
  { to: paths.user.support, labelId: 'footer.support' },
  { to: paths.responsibleGaming, labelId: 'footer.responsibleGaming' },
  { to: paths.terms, labelId: 'footer.terms' },
  { to: paths.privacy, labelId: 'footer.privacy' },
  { to: paths.refund, labelId: 'footer.refund' },
  { to: paths.fairPlay, labelId: 'footer.fairPlay' },
];

/** The player area's footer: the rules, help and the legal pages stay in reach once logged in. */
export function PlayerFooter() {
  const t = useT();
  return (
    <footer className="mt-12 border-t pt-6 text-sm text-muted-foreground">
      <nav aria-label={t('footer.nav.label')}>
        <ul className="flex flex-wrap gap-x-5">
          {links.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="inline-flex min-h-11 items-center rounded-sm hover:text-foreground hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                {t(link.labelId)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="mt-3">
        <T
          id="footer.contact"
          values={{ email: SUPPORT_EMAIL, brand: BRAND_NAME, age: MIN_PLAYER_AGE }}
          components={{
            // The message's <0>…</0> replaces the link's text (the address here, for the linter).
            0: (
              <a href={`mailto:${SUPPORT_EMAIL}`} className="underline hover:text-foreground">
                {SUPPORT_EMAIL}
              </a>
            ),
          }}
        />
      </p>
    </footer>
  );
}
