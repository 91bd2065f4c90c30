import type { Profile } from '@ludo/shared/users/users.schemas';
import { type ReactNode, useEffect } from 'react';
import { toast } from 'sonner';
import { QueryError } from '@/components/query-error';
import { Button } from '@/components/ui/button';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useLogout } from '@/features/auth/api/logout';
import { useProfile } from '@/features/users/api/get-profile';

/**
 * The signed-in areas need the profile (spec: "The player area requires the user profile to
 * load"). Shows a loader meanwhile; on failure, an error toast with the message and a retry.
 */
export function ProfileGate({ children }: { children: (profile: Profile) => ReactNode }) {
  const profile = useProfile();
  const logout = useLogout();
  const errorMessage = profile.error?.message;

  useEffect(() => {
    // A fixed id keeps one toast however often the effect runs.
    if (errorMessage) toast.error(errorMessage, { id: 'profile-load-error' });
  }, [errorMessage]);

  if (profile.data) return children(profile.data);
  if (profile.isError) {
    return (
      <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col justify-center gap-4 px-4">
        <h1 className="text-xl font-semibold">We could not load your account</h1>
        <QueryError title="Profile failed to load" error={profile.error} onRetry={() => void profile.refetch()} />
        <Button variant="ghost" onClick={() => void logout()}>
          Logout
        </Button>
      </main>
    );
  }
  return <FullPageSpinner label="Loading your account" />;
}
