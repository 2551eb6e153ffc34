import type { ReactNode } from 'react';
import { Footer } from './Footer';
import classes from './Layout.module.css';
import { SiteHeader } from './SiteHeader';
import { SiteNotice } from './SiteNotice';

const MAIN_ID = 'main';

/**
 * The page's frame: a skip link (the first Tab stop, shown when focused) past the header's links to the
 * page's own content, the notice, the header, the page and the footer.
 */
export function SiteFrame({ variant, children }: { variant: 'main' | 'content'; children: ReactNode }) {
  return (
    <div className={classes.page}>
      <a
        href={`#${MAIN_ID}`}
        className={classes.skipLink}
        onClick={(event) => {
          // Focus moves to the content without the router seeing a new address.
          event.preventDefault();
          document.getElementById(MAIN_ID)?.focus();
        }}
      >
        Skip to main content
      </a>
      <SiteNotice />
      <SiteHeader variant={variant} />
      <main id={MAIN_ID} tabIndex={-1} className={classes.main}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
