import { BRAND_NAME, SUPPORT_EMAIL } from '@ludo/shared/brand';
import { MIN_PLAYER_AGE } from '@ludo/shared/limits';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

const links = [
  { to: paths.user.rules, label: 'Game Rules' },
  { to: paths.howToPlay, label: 'How to Play' },
  { to: paths.user.support, label: 'Support' },
  { to: paths.responsibleGaming, label: 'Responsible Gaming' },
  { to: paths.terms, label: 'Terms & Conditions' },
  { to: paths.privacy, label: 'Privacy Policy' },
  { to: paths.refund, label: 'Refund Policy' },
  { to: paths.fairPlay, label: 'Fair Play Policy' },
];

/** The player area's footer: the rules, help and the legal pages stay in reach once logged in. */
export function PlayerFooter() {
  return (
    <footer className="mt-12 border-t pt-6 text-sm text-muted-foreground">
      <nav aria-label="Help and policies">
        <ul className="flex flex-wrap gap-x-5">
          {links.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="inline-flex min-h-11 items-center rounded-sm hover:text-foreground hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="mt-3">
        Questions? Write to{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`} className="underline hover:text-foreground">
          {SUPPORT_EMAIL}
        </a>
        . {BRAND_NAME} is for players aged {MIN_PLAYER_AGE} and over.
      </p>
    </footer>
  );
}
