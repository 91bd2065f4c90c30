import { Hourglass } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/react';

interface NotAvailableProps {
  /** Defaults to "Not available yet". */
  title?: string;
  /** One sentence on what will be here. */
  description?: ReactNode;
  /** A smaller variant for cards and tabs. */
  compact?: boolean;
  /** Links or buttons shown under the text. */
  children?: ReactNode;
  className?: string;
  /** Heading level for the title (page-level uses h1). */
  as?: 'h1' | 'h2' | 'h3' | 'p';
}

/**
 * The honest state of a feature that is not built yet. We never fill such places with sample
 * numbers: a player could take them for real money or real results.
 */
export function NotAvailable({
  title,
  description,
  compact = false,
  children,
  className,
  as: Heading = 'h2',
}: NotAvailableProps) {
  const t = useT();
  return (
    <div
      data-testid="not-available"
      className={cn(
        'flex flex-col items-center justify-center gap-2 rounded-lg border border-dashed text-center',
        compact ? 'px-3 py-4' : 'px-4 py-10 sm:py-14',
        className,
      )}
    >
      <Hourglass aria-hidden="true" className={cn('text-muted-foreground', compact ? 'size-5' : 'size-8')} />
      <Heading className={cn('font-semibold', compact ? 'text-sm' : 'text-lg')}>
        {title ?? t('common.notAvailable.title')}
      </Heading>
      {description ? (
        <p className={cn('max-w-prose text-muted-foreground', compact ? 'text-xs' : 'text-sm')}>{description}</p>
      ) : null}
      {children ? <div className="mt-2 flex flex-wrap items-center justify-center gap-2">{children}</div> : null}
    </div>
  );
}
