import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '@/components/ui/spinner';

/**
 * A layout's page slot. Pages load on demand; while one loads, the layout (header, navigation)
 * stays on screen and only the page area shows a spinner.
 */
export function PageOutlet() {
  return (
    <Suspense
      fallback={
        <div className="flex min-h-[40vh] items-center justify-center text-primary">
          <Spinner className="size-6" />
        </div>
      }
    >
      <Outlet />
    </Suspense>
  );
}
