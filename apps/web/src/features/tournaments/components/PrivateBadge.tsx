import { Lock } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/react';

/** Marks a private tournament: entered only with its invite code. */
export function PrivateBadge({ className }: { className?: string }) {
  const t = useT();
  return (
    <Badge variant="outline" className={cn('gap-1', className)} data-testid="private-badge">
      <Lock className="size-3" aria-hidden="true" />
      {t('privateTournament.badge')}
    </Badge>
  );
}
