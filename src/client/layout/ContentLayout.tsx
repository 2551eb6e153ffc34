import type { ReactNode } from 'react';
import { SiteHeader } from './SiteHeader';
import { SiteNotice } from './SiteNotice';
import { Footer } from './Footer';
import classes from './Layout.module.css';

interface ContentLayoutProps {
  children: ReactNode;
}

/** Content header, page, footer: home and the static pages. */
export function ContentLayout({ children }: ContentLayoutProps) {
  return (
    <div className={classes.page}>
      <SiteNotice />
      <SiteHeader variant="content" />
      <main className={classes.main}>{children}</main>
      <Footer />
    </div>
  );
}
