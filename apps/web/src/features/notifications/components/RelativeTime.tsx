import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';
import { useT } from '@/lib/i18n/react';
import { relativeTime } from '../lib/notification-display';

/** "5 minutes ago", with the exact time for machines and on hover. */
export function RelativeTime({ iso, now, className }: { iso: string; now: number; className?: string }) {
  const t = useT();
  return (
    <time dateTime={iso} title={formatDateTime(iso)} className={cn('text-xs text-muted-foreground', className)}>
      {relativeTime(iso, now, t)}
    </time>
  );
}
