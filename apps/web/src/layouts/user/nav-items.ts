import {
  Bell,
  BookOpen,
  History,
  LayoutDashboard,
  LifeBuoy,
  type LucideIcon,
  ReceiptText,
  Trophy,
  UserRound,
  Wallet,
} from 'lucide-react';
import { paths } from '@/config/paths';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Highlight only on this exact path (the dashboard is the prefix of every other item). */
  end?: boolean;
}

/** The player area's navigation, in the spec's order. */
export const USER_NAV_ITEMS: readonly NavItem[] = [
  { label: 'Dashboard', to: paths.user.dashboard, icon: LayoutDashboard, end: true },
  { label: 'Tournaments', to: paths.user.tournaments, icon: Trophy },
  { label: 'Wallet', to: paths.user.wallet, icon: Wallet },
  { label: 'Transaction History', to: paths.user.transactions, icon: ReceiptText },
  { label: 'Match History', to: paths.user.matchHistory, icon: History },
  { label: 'Notifications', to: paths.user.notifications, icon: Bell },
  { label: 'Rules', to: paths.user.rules, icon: BookOpen },
  { label: 'Support', to: paths.user.support, icon: LifeBuoy },
  { label: 'Profile', to: paths.user.profile, icon: UserRound },
];
