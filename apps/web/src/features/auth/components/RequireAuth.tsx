import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { refreshAccessToken } from '@/lib/api-client';
import { useAuthStore } from '@/lib/auth-store';
import { useT } from '@/lib/i18n/react';
import { withReturn } from '../lib/return-to';

/**
 * Guards the player and admin areas. Without a token in memory, the session is first restored
 * from the refresh cookie (one attempt), with a full-page loading indicator meanwhile; a visitor
 * still not logged in after that goes to /login, which brings them back here once they log in.
 */
export function RequireAuth() {
  const t = useT();
  const isLoggedIn = useAuthStore((state) => state.isLoggedIn);
  // A deliberate sign-out says where it goes; a lost session comes back here after login.
  const landing = useAuthStore((state) => state.landing);
  const location = useLocation();
  const [restoring, setRestoring] = useState(() => !isLoggedIn);

  useEffect(() => {
    if (!restoring) return;
    let active = true;
    // refreshAccessToken shares one request between callers, so StrictMode's second run is free.
    refreshAccessToken()
      .catch(() => {
        // No session to restore: the redirect below handles it.
      })
      .finally(() => {
        if (active) setRestoring(false);
      });
    return () => {
      active = false;
    };
  }, [restoring]);

  if (restoring) return <FullPageSpinner label={t('auth.session.restoring')} />;
  if (!isLoggedIn) {
    return <Navigate to={landing ?? withReturn(paths.login, location.pathname + location.search)} replace />;
  }
  return <Outlet />;
}
