import { type ReactNode, useId } from 'react';

/** One titled part of a tournament's page. */
export function DetailSection({
  title,
  description,
  children,
  testId,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="rounded-lg border bg-card p-4 sm:p-6" data-testid={testId}>
      <h2 id={titleId} className="text-lg font-semibold">
        {title}
      </h2>
      {description ? <div className="mt-1 text-sm text-muted-foreground">{description}</div> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}
