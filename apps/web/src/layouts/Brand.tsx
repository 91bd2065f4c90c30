import { BRAND_NAME } from '@ludo/shared/brand';
import { Dices } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

/** The brand, linking to the home page; the name hides on the narrowest phones to save room. */
export function Brand({ suffix, compact = false }: { suffix?: string; compact?: boolean }) {
  return (
    <Link
      to={paths.home}
      aria-label={suffix ? `${BRAND_NAME} ${suffix}` : BRAND_NAME}
      className="inline-flex items-center gap-2 rounded-md font-bold text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <Dices className="size-6" aria-hidden="true" />
      <span className={cn('whitespace-nowrap', compact && 'hidden sm:inline')}>
        {BRAND_NAME}
        {suffix ? <span className="ml-1 font-medium text-muted-foreground">{suffix}</span> : null}
      </span>
    </Link>
  );
}
