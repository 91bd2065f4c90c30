import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useAuthStore } from '@/lib/auth-store';
import { returnPathFrom } from '../lib/return-to';

/**
 * The public area is for visitors: a logged-in user is sent to the player area
 * (docs/product-rules.md, Areas and routes), or to the page that sent them to log in (`?next=`, a
 * player or admin page only), or where the login that just happened lands (an admin's console).
 */
export function RedirectIfAuthed() {
  const isLoggedIn = useAuthStore((state) => state.isLoggedIn);
  const landing = useAuthStore((state) => state.landing);
  const { search } = useLocation();
  return isLoggedIn ? <Navigate to={returnPathFrom(search) ?? landing ?? paths.user.dashboard} replace /> : <Outlet />;
}
