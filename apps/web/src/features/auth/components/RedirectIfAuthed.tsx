import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useAuthStore } from '@/lib/auth-store';
import { returnPathFrom } from '../lib/return-to';

/**
 * The public area is for visitors: a logged-in user is sent to the player area (spec section 2),
 * or to the page that sent them to log in (`?next=`, a player or admin page only).
 */
export function RedirectIfAuthed() {
  const isLoggedIn = useAuthStore((state) => state.isLoggedIn);
  const { search } = useLocation();
  return isLoggedIn ? <Navigate to={returnPathFrom(search) ?? paths.user.dashboard} replace /> : <Outlet />;
}
