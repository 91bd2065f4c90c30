import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

interface ProgressProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** 0 to 100; undefined while the amount is not known. */
  value: number | undefined;
  /** The accessible name, e.g. "Upload progress". */
  label: string;
}

/** A determinate progress bar (role progressbar); without a value it pulses. */
export function Progress({ value, label, className, ...props }: ProgressProps) {
  const clamped = value === undefined ? undefined : Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-muted', className)}
      {...props}
    >
      <div
        className={cn(
          'h-full bg-primary transition-[width] duration-200',
          clamped === undefined && 'w-1/3 animate-pulse',
        )}
        style={clamped === undefined ? undefined : { width: `${clamped}%` }}
      />
    </div>
  );
}
