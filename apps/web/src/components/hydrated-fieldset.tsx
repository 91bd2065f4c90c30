import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * A form's fields on a page prerendered at build time (docs/decisions/0020-prerendered-public-pages.md):
 * disabled until React has taken the page over. Text typed before would be wiped when the form
 * library takes its fields, and a tap on submit would send the form by the browser's own means.
 */
export function HydratedFieldset({ className, children }: { className?: string; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} className={cn('min-w-0', className)}>
      {children}
    </fieldset>
  );
}
