import { WifiOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** An amber notice that the connection is gone (the device's, or the game's socket). */
export function ConnectionBanner({
  children,
  className,
  testId,
}: {
  children: ReactNode;
  className?: string;
  testId: string;
}) {
  return (
    <div
      role="status"
      className={cn(
        'flex items-center gap-2 bg-amber-100 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100',
        className,
      )}
      data-testid={testId}
    >
      <WifiOff className="size-4 shrink-0" aria-hidden="true" />
      {children}
    </div>
  );
}
