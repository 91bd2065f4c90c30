import { isPlayMoney } from '@ludo/shared/money';
import {
  ArrowLeft,
  Banknote,
  BookOpen,
  Gavel,
  Headset,
  IdCard,
  Inbox,
  Landmark,
  MessageSquareQuote,
  PauseCircle,
  ScrollText,
  Trophy,
  Users,
} from 'lucide-react';
import { paths } from '@/config/paths';
import type { NavItem } from '../user/nav-items';

const ITEMS: ReadonlyArray<NavItem & { realMoneyOnly?: true }> = [
  { label: 'Users', to: paths.admin.users, icon: Users },
  { label: 'Withdrawals', to: paths.admin.withdrawals, icon: Banknote, realMoneyOnly: true },
  { label: 'Disputes', to: paths.admin.disputes, icon: Gavel },
  { label: 'Tournaments', to: paths.admin.tournaments, icon: Trophy },
  { label: 'KYC', to: paths.admin.kyc, icon: IdCard, realMoneyOnly: true },
  { label: 'Support', to: paths.admin.support, icon: Headset },
  { label: 'Reviews', to: paths.admin.reviews, icon: MessageSquareQuote },
  { label: 'Breaks', to: paths.admin.breaks, icon: PauseCircle },
  { label: 'Tax', to: paths.admin.tax, icon: Landmark, realMoneyOnly: true },
  { label: 'Audit log', to: paths.admin.auditLog, icon: ScrollText },
  { label: 'Outbox', to: paths.admin.outbox, icon: Inbox },
  { label: 'Ledger', to: paths.admin.ledger, icon: BookOpen },
  { label: 'Back to player area', to: paths.user.dashboard, icon: ArrowLeft, end: true },
];

/** The console's sections; with play money there are no withdrawals or identity checks to review. */
export function adminNavItems(): readonly NavItem[] {
  return isPlayMoney() ? ITEMS.filter((item) => !item.realMoneyOnly) : ITEMS;
}
