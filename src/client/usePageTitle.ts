import { useEffect } from 'react';

const SITE = 'KaziStay';

/** Sets document.title: "About" becomes "About — KaziStay"; a title already naming the site is kept. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title.includes(SITE) ? title : `${title} — ${SITE}`;
  }, [title]);
}
