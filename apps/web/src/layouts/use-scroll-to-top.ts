import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** docs/product-rules.md, Areas and routes: the player area scrolls to the top on every route change. */
export function useScrollToTop(): void {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose whenever the path changes.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}
