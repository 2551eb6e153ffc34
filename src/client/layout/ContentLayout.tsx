import type { ReactNode } from 'react';
import { SiteFrame } from './SiteFrame';

/** Content header, page, footer: home and the static pages. */
export function ContentLayout({ children }: { children: ReactNode }) {
  return <SiteFrame variant="content">{children}</SiteFrame>;
}
