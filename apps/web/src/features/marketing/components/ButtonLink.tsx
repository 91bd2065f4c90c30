import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

const variants = {
  primary: 'bg-indigo-600 text-white hover:bg-indigo-700 dark:bg-indigo-500 dark:hover:bg-indigo-400',
  secondary:
    'border border-indigo-600 text-indigo-700 hover:bg-indigo-50 dark:border-indigo-400 dark:text-indigo-200 dark:hover:bg-indigo-950',
  light: 'bg-white text-indigo-700 hover:bg-indigo-50',
  outlineLight: 'border border-white text-white hover:bg-white/10',
} as const;

interface ButtonLinkProps {
  to: string;
  variant?: keyof typeof variants;
  size?: 'md' | 'lg';
  className?: string;
  children: ReactNode;
}

/** A router link styled as a button; used for every call to action of the public pages. */
export function ButtonLink({ to, variant = 'primary', size = 'md', className, children }: ButtonLinkProps) {
  return (
    <Link
      to={to}
      className={clsx(
        'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500',
        size === 'lg' ? 'px-6 py-3 text-base' : 'px-4 py-2 text-sm',
        variants[variant],
        className,
      )}
    >
      {children}
    </Link>
  );
}
