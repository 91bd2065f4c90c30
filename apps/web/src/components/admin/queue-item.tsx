import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** One entry of an admin queue (disputes, KYC submissions): a button that opens it, marked while chosen. */
export function QueueItem({
  id,
  selected,
  onSelect,
  children,
}: {
  /** The button's id, to give focus back to it. */
  id?: string;
  selected: boolean;
  onSelect: () => void;
  children: ReactNode;
}) {
  return (
    <li>
      <button
        type="button"
        id={id}
        aria-pressed={selected}
        onClick={onSelect}
        className={cn(
          'flex w-full flex-col gap-1.5 rounded-lg border p-3 text-left text-sm transition-colors hover:bg-accent',
          'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
          selected && 'border-primary bg-primary/5',
        )}
      >
        {children}
      </button>
    </li>
  );
}
