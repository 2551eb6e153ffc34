import { Component, Suspense, type ReactNode } from 'react';
import { useHydrated } from './useHydrated';

interface LazyPartProps {
  /** What shows while the part's code downloads, and instead of it when the download failed. */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * A lazily loaded part of a page (a header menu, a guest's stay tools): while its code downloads, and if the
 * download fails (the connection dropped), the fallback stands in for it; the rest of the page is not
 * replaced by an error. A page the server draws has the fallback, and the part follows once the browser runs
 * the page: hydration never waits for a part's code, so the page is live as soon as it is hydrated.
 */
export function LazyPart({ fallback, children }: LazyPartProps) {
  const hydrated = useHydrated();
  if (!hydrated) return fallback;
  return (
    <FailedDownload fallback={fallback}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </FailedDownload>
  );
}

class FailedDownload extends Component<LazyPartProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
