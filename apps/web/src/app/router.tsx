import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { RedirectIfAuthed } from '@/features/auth/components/RedirectIfAuthed';
import { RequireAuth } from '@/features/auth/components/RequireAuth';
import { needCatalog, validationReady } from '@/lib/i18n/i18n';
import PlayerAreaOutlet from './routes/PlayerAreaOutlet';
import { RouteErrorBoundary } from './routes/RouteErrorBoundary';

/**
 * Every page is its own chunk, loaded when its route matches, so the landing page's first
 * download holds only React, the router, the query cache and the auth store. The router runs in
 * declarative mode: the data-router APIs (loaders, actions) would add ~15 KB gzipped to every
 * first load and nothing here uses them.
 */
type Page = ComponentType;
/**
 * A page whose texts are beyond the first download's: its chunk, the `pages` catalog and the
 * forms' validation messages load together (lib/i18n/catalogs.ts). Only the public layout and the landing page do without it.
 */
const page = (load: () => Promise<{ default: Page }>) =>
  lazy(() => Promise.all([load(), needCatalog('pages'), validationReady()]).then(([module]) => module));

const PublicLayout = lazy(() => import('@/layouts/PublicLayout'));
const UserLayout = page(() => import('@/layouts/UserLayout'));
const AdminLayout = page(() => import('@/layouts/AdminLayout'));
const NotFoundPage = page(() => import('./routes/NotFoundPage'));

const LandingPage = lazy(() => import('@/features/marketing/pages/LandingPage'));
const HowToPlayPage = page(() => import('@/features/rules/pages/HowToPlayPage'));
const SupportPage = page(() => import('@/features/marketing/pages/SupportPage'));
const LoginPage = page(() => import('@/features/auth/pages/LoginPage'));
const RegisterPage = page(() => import('@/features/auth/pages/RegisterPage'));
const ForgotPasswordPage = page(() => import('@/features/auth/pages/ForgotPasswordPage'));
const ResetPasswordPage = page(() => import('@/features/auth/pages/ResetPasswordPage'));
const TournamentsPublicPage = page(() => import('@/features/tournaments/pages/TournamentsPublicPage'));
const TournamentPublicPage = page(() => import('@/features/tournaments/pages/TournamentPublicPage'));
// The 1v1 board with the tournament board beside it (the route composes the two features).
const LeaderboardPage = page(() => import('./routes/LeaderboardRoute'));
const TermsPage = page(() => import('@/features/legal/pages/TermsPage'));
const PrivacyPage = page(() => import('@/features/legal/pages/PrivacyPage'));
const RefundPage = page(() => import('@/features/legal/pages/RefundPage'));
const FairPlayPage = page(() => import('@/features/legal/pages/FairPlayPage'));
const ResponsibleGamingPage = page(() => import('@/features/legal/pages/ResponsibleGamingPage'));
const GameVerifyPage = page(() => import('@/features/games/pages/GameVerifyPage'));

const DashboardPage = page(() => import('./routes/DashboardRoute'));
const ProfilePage = page(() => import('@/features/users/pages/ProfilePage'));
const SettingsRoute = page(() => import('./routes/SettingsRoute'));
const UserRulesPage = page(() => import('./routes/UserRulesPage'));
const WalletPage = page(() => import('./routes/WalletRoute'));
const TransactionHistoryPage = page(() => import('@/features/transactions/pages/TransactionHistoryPage'));
const TournamentsPage = page(() => import('./routes/TournamentsRoute'));
// A tournament or a match, by its id (the route asks which).
const JoinPage = page(() => import('./routes/JoinRoute'));
const MatchHistoryPage = page(() => import('@/features/matches/pages/MatchHistoryPage'));
const MatchDetailsPage = page(() => import('@/features/matches/pages/MatchDetailsPage'));
const UserLeaderboardPage = page(() => import('./routes/UserLeaderboardRoute'));
const NotificationsPage = page(() => import('@/features/notifications/pages/NotificationsPage'));
const UserSupportPage = page(() => import('@/features/support/pages/SupportPage'));

const AdminUsersPage = page(() => import('@/features/admin/pages/AdminUsersPage'));
const AdminAuditLogPage = page(() => import('@/features/admin/pages/AdminAuditLogPage'));
const AdminWithdrawalsPage = page(() => import('@/features/wallet/admin/AdminWithdrawalsPage'));
const AdminLedgerPage = page(() => import('@/features/ledger/admin/AdminLedgerPage'));
const AdminDisputesPage = page(() => import('@/features/matches/admin/AdminDisputesPage'));
const AdminKycPage = page(() => import('@/features/kyc/admin/AdminKycPage'));
const AdminTournamentsPage = page(() => import('@/features/tournaments/admin/AdminTournamentsPage'));
const AdminSupportPage = page(() => import('@/features/support/admin/AdminSupportPage'));
const AdminReviewsPage = page(() => import('@/features/reviews/admin/AdminReviewsPage'));
const AdminOutboxPage = page(() => import('@/features/admin/pages/AdminOutboxPage'));
const AdminBreaksPage = page(() => import('@/features/responsible-gaming/admin/AdminBreaksPage'));
const AdminTaxPage = page(() => import('@/features/tax/admin/AdminTaxPage'));

const user = (path: string) => path.slice(`${paths.user.dashboard}/`.length);
const admin = (path: string) => path.slice(`${paths.admin.dashboard}/`.length);

function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<FullPageSpinner />}>{children}</Suspense>;
}

/** Every route, under whichever router holds the address: the browser's, or a static one when prerendering. */
export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Loading>
        <Routes>
          <Route element={<PublicLayout />}>
            {/* The public area is for visitors (docs/product-rules.md, Areas and routes): */}
            {/* logged in, a player goes to their area… */}
            <Route element={<RedirectIfAuthed />}>
              <Route index element={<LandingPage />} />
              <Route path={paths.support} element={<SupportPage />} />
              <Route path={paths.login} element={<LoginPage />} />
              <Route path={paths.register} element={<RegisterPage />} />
              <Route path={paths.forgotPassword} element={<ForgotPasswordPage />} />
              <Route path={paths.resetPassword} element={<ResetPasswordPage />} />
              <Route path={paths.tournaments} element={<TournamentsPublicPage />} />
              <Route path={paths.tournament(':id')} element={<TournamentPublicPage />} />
              <Route path={paths.leaderboard} element={<LeaderboardPage />} />
            </Route>
            {/* …except for the rules and the legal pages, which everyone can read. */}
            <Route path={paths.howToPlay} element={<HowToPlayPage />} />
            <Route path={paths.terms} element={<TermsPage />} />
            <Route path={paths.privacy} element={<PrivacyPage />} />
            <Route path={paths.refund} element={<RefundPage />} />
            <Route path={paths.fairPlay} element={<FairPlayPage />} />
            <Route path={paths.responsibleGaming} element={<ResponsibleGamingPage />} />
            {/* A game's dice can be checked by anyone, players and visitors alike. */}
            <Route path={paths.gameVerify(':matchId')} element={<GameVerifyPage />} />
          </Route>
          <Route path={paths.user.dashboard} element={<RequireAuth />}>
            <Route element={<UserLayout />}>
              {/* The player area's pages, with the tournaments' and notifications' realtime wiring beside them. */}
              <Route element={<PlayerAreaOutlet />}>
                <Route index element={<DashboardPage />} />
                <Route path={user(paths.user.tournaments)} element={<TournamentsPage />} />
                <Route path={user(paths.user.joinTournament(':id'))} element={<JoinPage />} />
                <Route path={user(paths.user.wallet)} element={<WalletPage />} />
                <Route path={user(paths.user.transactions)} element={<TransactionHistoryPage />} />
                <Route path={user(paths.user.matchHistory)} element={<MatchHistoryPage />} />
                <Route path={user(paths.user.match(':id'))} element={<MatchDetailsPage />} />
                <Route path={user(paths.user.notifications)} element={<NotificationsPage />} />
                <Route path={user(paths.user.rules)} element={<UserRulesPage />} />
                <Route path={user(paths.user.support)} element={<UserSupportPage />} />
                <Route path={user(paths.user.profile)} element={<ProfilePage />} />
                <Route path={user(paths.user.settings)} element={<SettingsRoute />} />
                <Route path={user(paths.user.leaderboard)} element={<UserLeaderboardPage />} />
                <Route path="*" element={<NotFoundPage />} />
              </Route>
            </Route>
          </Route>
          <Route path={paths.admin.dashboard} element={<RequireAuth />}>
            <Route element={<AdminLayout />}>
              <Route index element={<AdminUsersPage />} />
              <Route path={admin(paths.admin.users)} element={<AdminUsersPage />} />
              <Route path={admin(paths.admin.withdrawals)} element={<AdminWithdrawalsPage />} />
              <Route path={admin(paths.admin.auditLog)} element={<AdminAuditLogPage />} />
              <Route path={admin(paths.admin.ledger)} element={<AdminLedgerPage />} />
              <Route path={admin(paths.admin.disputes)} element={<AdminDisputesPage />} />
              <Route path={admin(paths.admin.kyc)} element={<AdminKycPage />} />
              <Route path={admin(paths.admin.tournaments)} element={<AdminTournamentsPage />} />
              <Route path={admin(paths.admin.support)} element={<AdminSupportPage />} />
              <Route path={admin(paths.admin.reviews)} element={<AdminReviewsPage />} />
              <Route path={admin(paths.admin.outbox)} element={<AdminOutboxPage />} />
              <Route path={admin(paths.admin.breaks)} element={<AdminBreaksPage />} />
              <Route path={admin(paths.admin.tax)} element={<AdminTaxPage />} />
              <Route path="*" element={<NotFoundPage />} />
            </Route>
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Loading>
    </RouteErrorBoundary>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
