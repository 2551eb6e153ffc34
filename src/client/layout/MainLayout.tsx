import type { ReactNode } from 'react';
import { SiteFrame } from './SiteFrame';

/** Main header, page, footer: the app's default frame. */
export function MainLayout({ children }: { children: ReactNode }) {
  return <SiteFrame variant="main">{children}</SiteFrame>;
}
