import type { AnchorHTMLAttributes } from 'react';

// Mantine components turned into router links with `createLink` (AnchorLink, ButtonLink, ...). createLink
// gives them the router's typed `to`, `params` and `search` (a link to a page that does not exist does not
// compile) and its preloading on hover and touch; Mantine's own `component={Link}` or `renderRoot` would
// bypass that typing. Each takes the anchor's own attributes besides the Mantine component's props.

/** An anchor's attributes, less those Mantine's props define differently. */
export type AnchorAttributes = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color' | 'style'>;
