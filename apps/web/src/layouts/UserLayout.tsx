import type { Profile } from '@ludo/shared/users/users.schemas';
import { OfflineBanner } from '@/components/offline-banner';
import { PageOutlet } from '@/components/page-outlet';
import { NotificationBell } from '@/features/notifications/components/NotificationBell';
import { useT, WithCatalog } from '@/lib/i18n/react';
import { RealtimeProvider } from '@/lib/realtime';
import { Brand } from './Brand';
import { NavList } from './NavList';
import { PlayerProfileGate } from './ProfileGate';
import { useSavedLanguage } from './use-saved-language';
import { useSavedTheme } from './use-saved-theme';
import { useScrollToTop } from './use-scroll-to-top';
import { AccountMenu } from './user/AccountMenu';
import { HeaderBalance } from './user/HeaderBalance';
import { MobileNav } from './user/MobileNav';
import { useUserNavItems } from './user/nav-items';
import { PlayerFooter } from './user/PlayerFooter';

/** The player area's page, once the profile is there (inside the `app` catalog: its texts are loaded). */
function PlayerArea({ profile }: { profile: Profile }) {
  const t = useT();
  const navItems = useUserNavItems();
  return (
    <div className="min-h-dvh bg-background">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-primary focus:px-3 focus:py-2 focus:text-primary-foreground"
      >
        {t('nav.skipToContent')}
      </a>
      <OfflineBanner />
      <header className="sticky top-0 z-40 flex h-14 items-center gap-1 border-b bg-background/95 px-2 backdrop-blur sm:gap-2 sm:px-4">
        <MobileNav />
        <Brand compact />
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <HeaderBalance balance={profile.balance} />
          <NotificationBell />
          <AccountMenu profile={profile} />
        </div>
      </header>
      <div className="flex">
        <aside className="sticky top-14 hidden h-[calc(100dvh-3.5rem)] w-64 shrink-0 overflow-y-auto border-r p-4 md:block">
          <NavList label={t('nav.playerArea')} items={navItems} />
        </aside>
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 focus:outline-none md:px-8">
          <PageOutlet />
          <PlayerFooter />
        </main>
      </div>
    </div>
  );
}

/** The player area (/user/*): top header, a w-64 side navigation, a 300px sheet on phones, and the realtime connection. */
export default function UserLayout() {
  useScrollToTop();
  useSavedTheme();
  useSavedLanguage();
  return (
    // One realtime connection for the whole player area; what its events change is wired by the
    // player area's outlet (app/realtime.tsx), since only app/ may know every feature.
    // The player area's texts are a catalog of their own, fetched with it (lib/i18n/catalogs.ts).
    <WithCatalog namespace="app">
      <RealtimeProvider>
        <PlayerProfileGate>{(profile) => <PlayerArea profile={profile} />}</PlayerProfileGate>
      </RealtimeProvider>
    </WithCatalog>
  );
}
