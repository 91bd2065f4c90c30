import { Clock } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/react';
import { formatTimeLeft } from '../lib/match-display';
import { useNow } from '../lib/use-now';

/** "Expires in 9:32" until `expiresAt`, then "Expired". */
export function TimeLeft({ expiresAt, className }: { expiresAt: string; className?: string }) {
  const t = useT();
  const now = useNow();
  const left = new Date(expiresAt).getTime() - now;
  const expired = !(left > 0);
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 text-xs font-medium tabular-nums',
        expired ? 'text-destructive' : left < 60_000 ? 'text-warning' : 'text-muted-foreground',
        className,
      )}
      data-testid="time-left"
    >
      <Clock className="size-3.5" aria-hidden="true" />
      {expired ? t('match.timeLeft.expired') : t('match.timeLeft.expiresIn', { time: formatTimeLeft(left) })}
    </span>
  );
}

/** Whether an open room's waiting time is up (the server sweeps it within seconds). */
export function useIsExpired(expiresAt: string): boolean {
  const now = useNow();
  return !(new Date(expiresAt).getTime() - now > 0);
}
