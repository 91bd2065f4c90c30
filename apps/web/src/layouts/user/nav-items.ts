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
import { type MessageId, useT } from '@/lib/i18n/react';
import type { NavItem } from '../NavList';

// The admin navigation's items share NavList's shape (their labels stay in English).
export type { NavItem } from '../NavList';

interface UserNavItem {
  /** The label's message id, translated at render (useUserNavItems). */
  labelId: MessageId;
  to: string;
  icon: LucideIcon;
  /** Highlight only on this exact path (the dashboard is the prefix of every other item). */
  end?: boolean;
}

/** The player area's navigation, in the product's order. */
export const USER_NAV_ITEMS: readonly UserNavItem[] = [
  { labelId: 'nav.dashboard', to: paths.user.dashboard, icon: LayoutDashboard, end: true },
  { labelId: 'nav.tournaments', to: paths.user.tournaments, icon: Trophy },
  { labelId: 'nav.wallet', to: paths.user.wallet, icon: Wallet },
  { labelId: 'nav.transactions', to: paths.user.transactions, icon: ReceiptText },
  { labelId: 'nav.matchHistory', to: paths.user.matchHistory, icon: History },
  { labelId: 'nav.notifications', to: paths.user.notifications, icon: Bell },
  { labelId: 'nav.rules', to: paths.user.rules, icon: BookOpen },
  { labelId: 'nav.support', to: paths.user.support, icon: LifeBuoy },
  { labelId: 'nav.profile', to: paths.user.profile, icon: UserRound },
];

/** The player navigation with its labels in the current language, for NavList. */
export function useUserNavItems(): NavItem[] {
  const t = useT();
  return USER_NAV_ITEMS.map(({ labelId, ...item }) => ({ ...item, label: t(labelId) }));
}
