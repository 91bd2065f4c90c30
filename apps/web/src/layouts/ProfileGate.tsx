import type { Profile } from '@ludo/shared/users/users.schemas';
import { type ReactNode, useEffect } from 'react';
import { toast } from 'sonner';
import { QueryError } from '@/components/query-error';
import { Button } from '@/components/ui/button';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useLogout } from '@/features/auth/api/logout';
import { useProfile } from '@/features/users/api/get-profile';
import { useT } from '@/lib/i18n/react';

/** The gate's own texts, in the reader's language. */
interface ProfileGateTexts {
  heading: string;
  errorTitle: string;
  logout: string;
  loading: string;
}

/** The admin console stays in English (and does not load the player area's catalog). */
const ENGLISH: ProfileGateTexts = {
  heading: 'We could not load your account',
  errorTitle: 'Profile failed to load',
  logout: 'Logout',
  loading: 'Loading your account',
};

/**
 * The signed-in areas need the profile (docs/product-rules.md: "The player area requires the user profile to
 * load"). Shows a loader meanwhile; on failure, an error toast with the message and a retry.
 */
export function ProfileGate({
  children,
  texts = ENGLISH,
}: {
  children: (profile: Profile) => ReactNode;
  texts?: ProfileGateTexts;
}) {
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
        <h1 className="text-xl font-semibold">{texts.heading}</h1>
        <QueryError title={texts.errorTitle} error={profile.error} onRetry={() => void profile.refetch()} />
        <Button variant="ghost" onClick={() => void logout()}>
          {texts.logout}
        </Button>
      </main>
    );
  }
  return <FullPageSpinner label={texts.loading} />;
}

/** The player area's gate, in the player's language (rendered inside the `app` catalog). */
export function PlayerProfileGate({ children }: { children: (profile: Profile) => ReactNode }) {
  const t = useT();
  const texts: ProfileGateTexts = {
    heading: t('nav.profileGate.heading'),
    errorTitle: t('nav.profileGate.errorTitle'),
    logout: t('header.account.logout'),
    loading: t('nav.profileGate.loading'),
  };
  return <ProfileGate texts={texts}>{children}</ProfileGate>;
}
