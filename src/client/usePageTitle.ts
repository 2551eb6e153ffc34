import { useEffect } from 'react';
import { fullTitle } from '../shared/page-meta';

/** Sets document.title: "About" becomes "About — KaziStay"; a title already naming the site is kept. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = fullTitle(title);
  }, [title]);
}
