import type { LucideIcon } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { cn } from '@/lib/cn';

/**
 * A list's empty (or "nothing chosen yet") state: an icon, a line in bold and a hint under it.
 * `heading` makes the bold line an h2; with `headingRef` it can also take focus (so focus has
 * somewhere to go when the list empties).
 */
export function EmptyState({
  icon: Icon,
  title,
  hint,
  heading = false,
  headingRef,
  className,
}: {
  icon: LucideIcon;
  title: ReactNode;
  hint?: ReactNode;
  heading?: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-2 rounded-md border border-dashed px-4 py-12 text-center',
        className,
      )}
    >
      <Icon className="size-8 text-muted-foreground" aria-hidden="true" />
      {heading ? (
        <h2 ref={headingRef} tabIndex={-1} className="font-medium focus:outline-none">
          {title}
        </h2>
      ) : (
        <p className="font-medium">{title}</p>
      )}
      {hint ? <p className="text-sm text-muted-foreground">{hint}</p> : null}
    </div>
  );
}
