import { Link, useLocation } from 'react-router';
import { OfflineBanner } from '@/components/offline-banner';
import { PageOutlet } from '@/components/page-outlet';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { adminNavItems } from './admin/admin-nav-items';
import { NoAccess } from './admin/NoAccess';
import { Brand } from './Brand';
import { ProfileGate } from './ProfileGate';
import { useSavedTheme } from './use-saved-theme';
import { useScrollToTop } from './use-scroll-to-top';

/** The admin area (/admin/*): its own header and navigation, for role admin only. */
export default function AdminLayout() {
  useScrollToTop();
  useSavedTheme();
  const { pathname } = useLocation();
  // /admin shows the users list too, so "Users" is current there as well.
  const isCurrent = (to: string) =>
    to === paths.admin.users ? pathname === paths.admin.dashboard || pathname.startsWith(to) : pathname === to;

  return (
    <ProfileGate>
      {(profile) =>
        profile.role !== 'admin' ? (
          <NoAccess />
        ) : (
          <div className="min-h-dvh bg-background">
            <OfflineBanner />
            <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur">
              <div className="flex flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
                <Brand suffix="Admin" />
                <nav aria-label="Admin" className="-mx-1 overflow-x-auto">
                  <ul className="flex gap-1">
                    {adminNavItems().map(({ label, to, icon: Icon }) => (
                      <li key={to}>
                        <Link
                          to={to}
                          aria-current={isCurrent(to) ? 'page' : undefined}
                          className={cn(
                            'flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap',
                            'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                            isCurrent(to)
                              ? 'bg-primary text-primary-foreground'
                              : 'text-muted-foreground hover:bg-accent hover:text-accent-foreground',
                          )}
                        >
                          <Icon className="size-4" aria-hidden="true" />
                          {label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </nav>
              </div>
            </header>
            <main className="mx-auto w-full max-w-7xl px-4 py-6 md:px-8">
              <PageOutlet />
            </main>
          </div>
        )
      }
    </ProfileGate>
  );
}
