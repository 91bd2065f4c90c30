// clsx, not cn: this spinner is in the first download, and tailwind-merge is not needed there.
import { clsx } from 'clsx';
import { useT } from '@/lib/i18n/react';

interface SpinnerProps {
  className?: string;
  /** Read out by screen readers; visually hidden. */
  label?: string;
}

/** A CSS-only spinner, so it can show before any icon or UI library has loaded. */
export function Spinner({ className, label }: SpinnerProps) {
  const t = useT();
  return (
    <span role="status" className="inline-flex items-center">
      <span
        aria-hidden="true"
        className={clsx(
          'inline-block size-5 animate-spin rounded-full border-2 border-current border-t-transparent',
          className,
        )}
      />
      <span className="sr-only">{label ?? t('common.loading')}</span>
    </span>
  );
}

export function FullPageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center text-primary">
      <Spinner className="size-8" label={label} />
    </div>
  );
}
