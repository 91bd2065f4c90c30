import { Component, type ReactNode } from 'react';
import { useT } from '@/lib/i18n/react';
import { reportFailure } from '@/lib/logger';

interface State {
  failed: boolean;
}

/**
 * Shown when a page fails to load or render. The usual cause is a new release replacing the page
 * files this tab was going to load, so reloading is the first thing to offer.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error) {
    reportFailure('page', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <PageFailed />;
  }
}

/** The boundary's page: a function component, to read the texts in the page's language. */
function PageFailed() {
  const t = useT();
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-bold">{t('errorPage.failed.title')}</h1>
      <p className="text-muted-foreground">{t('errorPage.failed.text')}</p>
      <div className="flex gap-2">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
        >
          {t('errorPage.failed.reload')}
        </button>
        {/* A full navigation, not a router link: the router's state may be what failed. */}
        <a
          href="/"
          className="rounded-md border px-4 py-2 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
        >
          {t('errorPage.failed.home')}
        </a>
      </div>
    </main>
  );
}
