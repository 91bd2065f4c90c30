import { UI_CONSTANTS } from '@ludo/shared/limits';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { useAuthStore } from '@/lib/auth-store';
import { TranslationProvider } from '@/lib/i18n/react';
import { createQueryClient } from '@/lib/query-client';

// Loaded after the first paint to keep the landing page's first download small. Toasts raised
// before it mounts are not lost: sonner replays active toasts to a new Toaster.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

const queryClient = createQueryClient();

// Someone else (or nobody) now holds the session: forget every answer cached for the previous
// player, so a shared phone never shows one player's profile or balance to the next.
useAuthStore.subscribe((state, previous) => {
  if (state.userId !== previous.userId) queryClient.clear();
});

/** `client` is for a render outside the browser (the build's prerender), which owns and clears its own. */
export function AppProviders({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      {/* The toasts inside the translations too: a toast may hold a message with markup. */}
      <TranslationProvider>
        {children}
        <Suspense fallback={null}>
          <Toaster
            visibleToasts={UI_CONSTANTS.toastsVisible}
            duration={UI_CONSTANTS.toastDurationMs}
            position="bottom-right"
            richColors
            closeButton
          />
        </Suspense>
      </TranslationProvider>
    </QueryClientProvider>
  );
}
