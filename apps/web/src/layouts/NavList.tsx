import type { LucideIcon } from 'lucide-react';
import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';

/** A link of the list, with its label already in the reader's language. */
export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Highlight only on this exact path (the dashboard is the prefix of every other item). */
  end?: boolean;
}

interface NavListProps {
  /** The navigation's accessible name, already translated. */
  label: string;
  items: readonly NavItem[];
  /** Called after a link is followed (closes the mobile sheet). */
  onNavigate?: () => void;
}

/** A vertical list of links; NavLink marks the current one with aria-current="page". */
export function NavList({ label, items, onNavigate }: NavListProps) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-col gap-1">
        {items.map(({ label: text, to, icon: Icon, end }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              onClick={onNavigate}
              className={({ isActive }) =>
                cn(
                  'flex min-h-11 items-center gap-3 rounded-md px-3 py-2.5 text-sm font-medium transition-colors',
                  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  isActive
                    ? 'bg-primary text-primary-foreground'
                    : 'text-muted-foreground hover:bg-accent hover:text-accent-foreground',
                )
              }
            >
              <Icon className="size-4 shrink-0" aria-hidden="true" />
              {text}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
