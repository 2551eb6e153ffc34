import { useEffect, useState } from 'react';

/**
 * Whether the window has scrolled past `threshold` pixels. It reads the position only when the page scrolls
 * (a restored position scrolls too), never while mounting: reading it then forces a layout of the first screen.
 */
export function useScrolledPast(threshold: number, enabled = true): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    if (!enabled) return undefined;
    const onScroll = () => setPast(window.scrollY > threshold);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold, enabled]);
  return enabled && past;
}
