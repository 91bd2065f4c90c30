import type { Profile } from '@ludo/shared/users/users.schemas';
import { LogOut, Settings, ShieldCheck, UserRound, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { paths } from '@/config/paths';
import { useLogout } from '@/features/auth/api/logout';
import { useT } from '@/lib/i18n/react';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? `${parts[0]?.[0] ?? ''}${parts.at(-1)?.[0] ?? ''}` : (parts[0]?.slice(0, 2) ?? '');
  return letters.toUpperCase() || '?';
}

/** "My Account": Profile, Wallet, Settings, Admin (admins only) and Logout. */
export function AccountMenu({ profile }: { profile: Profile }) {
  const t = useT();
  const logout = useLogout();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t('header.account.title')} className="rounded-full">
          <span
            aria-hidden="true"
            className="flex size-8 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
          >
            {initials(profile.fullName)}
          </span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel>
          {t('header.account.title')}
          <span className="block truncate text-xs font-normal text-muted-foreground">{profile.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={paths.user.profile}>
            <UserRound aria-hidden="true" />
            {t('header.account.profile')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.user.wallet}>
            <Wallet aria-hidden="true" />
            {t('header.account.wallet')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.user.settings}>
            <Settings aria-hidden="true" />
            {t('header.account.settings')}
          </Link>
        </DropdownMenuItem>
        {profile.role === 'admin' ? (
          <DropdownMenuItem asChild>
            <Link to={paths.admin.dashboard}>
              <ShieldCheck aria-hidden="true" />
              {t('header.account.admin')}
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={() => void logout()}>
          <LogOut aria-hidden="true" />
          {t('header.account.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
