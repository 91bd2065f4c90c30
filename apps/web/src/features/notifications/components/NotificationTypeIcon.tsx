import type { NotificationType } from '@ludo/shared/notifications/notifications.schemas';
import { Info, LifeBuoy, type LucideIcon, Trophy, Wallet } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { MessageId } from '@/lib/i18n/react';

const ICONS: Record<NotificationType, LucideIcon> = {
  tournament: Trophy,
  payment: Wallet,
  system: Info,
  support: LifeBuoy,
};

export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, MessageId> = {
  tournament: 'notifications.type.tournament',
  payment: 'notifications.type.payment',
  system: 'notifications.type.system',
  support: 'notifications.type.support',
};

/** The kind of a notification at a glance; its name is given in words next to it where it matters. */
export function NotificationTypeIcon({ type, className }: { type: NotificationType; className?: string }) {
  const Icon = ICONS[type];
  return (
    <span
      aria-hidden="true"
      className={cn('flex size-9 shrink-0 items-center justify-center rounded-full bg-muted text-primary', className)}
    >
      <Icon className="size-4" />
    </span>
  );
}
