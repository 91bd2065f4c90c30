import {
  ArrowLeft,
  Banknote,
  BookOpen,
  Gavel,
  Headset,
  IdCard,
  Inbox,
  MessageSquareQuote,
  ScrollText,
  Trophy,
  Users,
} from 'lucide-react';
import { paths } from '@/config/paths';
import type { NavItem } from '../user/nav-items';

export const ADMIN_NAV_ITEMS: readonly NavItem[] = [
  { label: 'Users', to: paths.admin.users, icon: Users },
  { label: 'Withdrawals', to: paths.admin.withdrawals, icon: Banknote },
  { label: 'Disputes', to: paths.admin.disputes, icon: Gavel },
  { label: 'Tournaments', to: paths.admin.tournaments, icon: Trophy },
  { label: 'KYC', to: paths.admin.kyc, icon: IdCard },
  { label: 'Support', to: paths.admin.support, icon: Headset },
  { label: 'Reviews', to: paths.admin.reviews, icon: MessageSquareQuote },
  { label: 'Audit log', to: paths.admin.auditLog, icon: ScrollText },
  { label: 'Outbox', to: paths.admin.outbox, icon: Inbox },
  { label: 'Ledger', to: paths.admin.ledger, icon: BookOpen },
  { label: 'Back to player area', to: paths.user.dashboard, icon: ArrowLeft, end: true },
];
