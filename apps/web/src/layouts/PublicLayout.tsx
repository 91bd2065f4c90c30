import { BRAND_NAME, SUPPORT_EMAIL } from '@ludo/shared/brand';
import { MIN_PLAYER_AGE } from '@ludo/shared/limits';
import type { LucideIcon } from 'lucide-react';
import { AtSign, Camera, CirclePlay, Dice5, Mail, Menu, Send, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { LanguageSwitcher } from '@/components/language-switcher';
import { PageOutlet } from '@/components/page-outlet';
import { paths } from '@/config/paths';
import { useAuthStore } from '@/lib/auth-store';
import { type MessageId, T, useT } from '@/lib/i18n/react';
import { markHeaderHydrated } from '@/lib/page-hydration';

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500';

interface NavItem {
  to: string;
  labelId: MessageId;
}

const headerLinks: NavItem[] = [
  { to: paths.howToPlay, labelId: 'public.nav.howToPlay' },
  { to: paths.support, labelId: 'public.nav.support' },
];

const loginLink: NavItem = { to: paths.login, labelId: 'public.nav.login' };

const footerGroups: { headingId: MessageId; links: NavItem[] }[] = [
  {
    headingId: 'public.footer.play',
    links: [
      { to: paths.tournaments, labelId: 'public.footer.tournaments' },
      { to: paths.leaderboard, labelId: 'public.footer.leaderboard' },
      { to: paths.howToPlay, labelId: 'public.nav.howToPlay' },
    ],
  },
  {
    headingId: 'public.footer.help',
    links: [
      { to: paths.support, labelId: 'public.nav.support' },
      { to: paths.responsibleGaming, labelId: 'public.footer.responsibleGaming' },
    ],
  },
  {
    headingId: 'public.footer.legal',
    links: [
      { to: paths.terms, labelId: 'public.footer.terms' },
      { to: paths.privacy, labelId: 'public.footer.privacy' },
      { to: paths.refund, labelId: 'public.footer.refund' },
      { to: paths.fairPlay, labelId: 'public.footer.fairPlay' },
    ],
  },
];

// Social accounts come from the deployment (VITE_SOCIAL_*_URL) so that no made-up address is
// ever linked; an unset one is simply not shown. lucide has no brand logos, hence generic icons.
const socialCandidates: { labelId: MessageId; icon: LucideIcon; url: unknown }[] = [
  { labelId: 'public.social.x', icon: AtSign, url: import.meta.env.VITE_SOCIAL_X_URL },
  { labelId: 'public.social.instagram', icon: Camera, url: import.meta.env.VITE_SOCIAL_INSTAGRAM_URL },
  { labelId: 'public.social.youtube', icon: CirclePlay, url: import.meta.env.VITE_SOCIAL_YOUTUBE_URL },
  { labelId: 'public.social.telegram', icon: Send, url: import.meta.env.VITE_SOCIAL_TELEGRAM_URL },
];
const socialLinks = socialCandidates.flatMap(({ url, ...rest }) =>
  typeof url === 'string' && url.startsWith('https://') ? [{ ...rest, url }] : [],
);

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium ${focusRing} ${
    isActive
      ? 'text-indigo-700 dark:text-indigo-300'
      : 'text-slate-700 hover:text-indigo-700 dark:text-slate-200 dark:hover:text-indigo-300'
  }`;

function Header() {
  const t = useT();
  const { pathname } = useLocation();
  // The legal pages and How to Play are open to logged-in players too: they go back to their area.
  const isLoggedIn = useAuthStore((state) => state.isLoggedIn);
  // The menu is open only on the page it was opened on, so any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = () => setOpenOn(null);
  // A tap the landing held until now goes to the menu button (boot.ts).
  useEffect(markHeaderHydrated, []);

  // Escape closes the open menu wherever focus is: right after the tap that opened it, focus is
  // still on the menu button, outside the menu.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Link
          to={paths.home}
          className={`flex items-center gap-2 rounded-md text-lg font-extrabold text-indigo-700 dark:text-indigo-300 ${focusRing}`}
        >
          <Dice5 aria-hidden="true" className="size-7" />
          {BRAND_NAME}
        </Link>

        <LanguageSwitcher className="ml-auto md:order-last md:ml-0" />

        <nav aria-label={t('public.nav.main')} className="hidden items-center gap-1 md:flex">
          {headerLinks.map((link) => (
            <NavLink key={link.to} to={link.to} className={navLinkClass}>
              {t(link.labelId)}
            </NavLink>
          ))}
          {isLoggedIn ? null : (
            <NavLink to={loginLink.to} className={navLinkClass}>
              {t(loginLink.labelId)}
            </NavLink>
          )}
          <Link
            to={isLoggedIn ? paths.user.dashboard : paths.register}
            className={`ml-2 rounded-lg bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-700 ${focusRing}`}
          >
            {isLoggedIn ? t('public.nav.dashboard') : t('public.nav.register')}
          </Link>
        </nav>

        <button
          ref={buttonRef}
          type="button"
          className={`rounded-md p-2.5 text-slate-700 hover:bg-slate-100 md:hidden dark:text-slate-200 dark:hover:bg-slate-800 ${focusRing}`}
          aria-expanded={open}
          aria-controls="public-mobile-menu"
          onClick={() => setOpenOn(open ? null : pathname)}
        >
          {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
          <span className="sr-only">{open ? t('public.nav.closeMenu') : t('public.nav.openMenu')}</span>
        </button>
      </div>

      <nav
        id="public-mobile-menu"
        aria-label={t('public.nav.main')}
        hidden={!open}
        className="border-t border-slate-200 px-4 pb-4 md:hidden dark:border-slate-800"
      >
        <ul className="flex flex-col gap-1 pt-2">
          {[...headerLinks, ...(isLoggedIn ? [] : [loginLink])].map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                onClick={close}
                className={(state) => `flex min-h-11 items-center ${navLinkClass(state)}`}
              >
                {t(link.labelId)}
              </NavLink>
            </li>
          ))}
          <li className="pt-2">
            <Link
              to={isLoggedIn ? paths.user.dashboard : paths.register}
              onClick={close}
              className={`flex min-h-11 items-center justify-center rounded-lg bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-700 ${focusRing}`}
            >
              {isLoggedIn ? t('public.nav.dashboard') : t('public.nav.register')}
            </Link>
          </li>
        </ul>
      </nav>
    </header>
  );
}

function Footer() {
  const t = useT();
  // On phones each link is a 44 px target for a thumb; wider screens keep the compact list.
  const linkClass = `inline-flex min-h-11 min-w-11 items-center rounded-sm text-sm text-slate-600 sm:min-h-0 sm:min-w-0 hover:text-indigo-700 dark:text-slate-300 dark:hover:text-indigo-300 ${focusRing}`;
  return (
    <footer className="border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto max-w-6xl px-4 py-10">
        <div className="grid gap-8 lg:grid-cols-4">
          <div>
            <p className="flex items-center gap-2 text-lg font-extrabold text-indigo-700 dark:text-indigo-300">
              <Dice5 aria-hidden="true" className="size-6" />
              {BRAND_NAME}
            </p>
            <ul className="mt-4 flex flex-wrap gap-2" aria-label={t('public.footer.contactLinks')}>
              <li>
                <a
                  href={`mailto:${SUPPORT_EMAIL}`}
                  aria-label={t('public.footer.emailSupport', { brand: BRAND_NAME })}
                  className={`inline-flex rounded-full p-3 text-slate-600 sm:p-2 hover:bg-slate-200 hover:text-indigo-700 dark:text-slate-300 dark:hover:bg-slate-800 ${focusRing}`}
                >
                  <Mail aria-hidden="true" className="size-5" />
                </a>
              </li>
              {socialLinks.map(({ labelId, icon: Icon, url }) => (
                <li key={labelId}>
                  <a
                    href={url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t(labelId, { brand: BRAND_NAME })}
                    className={`inline-flex rounded-full p-3 text-slate-600 sm:p-2 hover:bg-slate-200 hover:text-indigo-700 dark:text-slate-300 dark:hover:bg-slate-800 ${focusRing}`}
                  >
                    <Icon aria-hidden="true" className="size-5" />
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <nav aria-label={t('public.footer.nav')} className="grid grid-cols-2 gap-8 sm:grid-cols-3 lg:col-span-3">
            {footerGroups.map((group) => (
              <div key={group.headingId}>
                <h2 className="text-sm font-semibold text-slate-900 dark:text-white">{t(group.headingId)}</h2>
                <ul className="mt-3 sm:space-y-2">
                  {group.links.map((link) => (
                    <li key={link.to}>
                      <Link to={link.to} className={linkClass}>
                        {t(link.labelId)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>

        <section
          aria-label={t('public.footer.responsiblePlay')}
          className="mt-10 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          <p>
            <T
              id="public.footer.responsibleNotice"
              values={{ age: MIN_PLAYER_AGE }}
              components={{
                0: <strong />,
                1: (
                  <Link
                    to={paths.responsibleGaming}
                    className={`font-semibold underline hover:no-underline ${focusRing}`}
                  />
                ),
              }}
            />
          </p>
        </section>

        <p className="mt-6 text-center text-sm text-slate-500 dark:text-slate-400">
          {t('public.footer.copyright', { year: String(new Date().getFullYear()), brand: BRAND_NAME })}
        </p>
      </div>
    </footer>
  );
}

/** Header, footer and the page of a public (logged-out) route. */
export default function PublicLayout() {
  const t = useT();
  return (
    <div className="flex min-h-dvh flex-col bg-white text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-indigo-600 focus:px-4 focus:py-2 focus:text-white"
      >
        {t('public.skipToContent')}
      </a>
      <Header />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <PageOutlet />
      </main>
      <Footer />
    </div>
  );
}
