import type { LucideIcon } from 'lucide-react';

/** The empty state of a dashboard list: what is missing, and where it will come from. */
export function DashboardEmpty({ icon: Icon, title, hint }: { icon: LucideIcon; title: string; hint: string }) {
  return (
    <div className="flex flex-col items-center gap-1.5 rounded-lg border border-dashed px-3 py-6 text-center">
      <Icon className="size-5 text-muted-foreground" aria-hidden="true" />
      <p className="text-sm font-semibold">{title}</p>
      <p className="max-w-prose text-xs text-muted-foreground">{hint}</p>
    </div>
  );
}
