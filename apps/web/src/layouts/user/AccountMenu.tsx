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
import { PlayerAvatar } from '@/features/users/components/PlayerAvatar';
import { useT } from '@/lib/i18n/react';

/** "My Account": Profile, Wallet, Settings, Admin (admins only) and Logout. */
export function AccountMenu({ profile }: { profile: Profile }) {
  const t = useT();
  const logout = useLogout();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t('header.account.title')} className="rounded-full">
          <PlayerAvatar profile={profile} className="size-8 text-xs" />
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
