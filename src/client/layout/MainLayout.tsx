import type { ReactNode } from 'react';
import { Footer } from './Footer';
import classes from './Layout.module.css';
import { SiteHeader } from './SiteHeader';
import { SiteNotice } from './SiteNotice';

interface MainLayoutProps {
  children: ReactNode;
}

/** Main header, page, footer: the app's default frame. */
export function MainLayout({ children }: MainLayoutProps) {
  return (
    <div className={classes.page}>
      <SiteNotice />
      <SiteHeader variant="main" />
      <main className={classes.main}>{children}</main>
      <Footer />
    </div>
  );
}
