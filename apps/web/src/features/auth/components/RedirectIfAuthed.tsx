import { Navigate, Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { useAuthStore } from '@/lib/auth-store';

/** The public area is for visitors: a logged-in user is sent to the player area (spec section 2). */
export function RedirectIfAuthed() {
  const isLoggedIn = useAuthStore((state) => state.isLoggedIn);
  return isLoggedIn ? <Navigate to={paths.user.dashboard} replace /> : <Outlet />;
}
