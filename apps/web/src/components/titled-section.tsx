import type { ReactNode } from 'react';

/** A part of a page under its own h2, which names it for assistive technology (`{id}-title`). */
export function TitledSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const titleId = `${id}-title`;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <h2 id={titleId} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
