import { Anchor, type AnchorProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import { forwardRef } from 'react';
import type { AnchorAttributes } from './anchorAttributes';

const Root = forwardRef<HTMLAnchorElement, AnchorProps & AnchorAttributes>(
  function AnchorLinkRoot(props, ref) {
    return <Anchor ref={ref} {...props} />;
  },
);

/** Mantine's Anchor as a router link: typed `to`/`params`/`search`, preloaded on hover and touch. */
export const AnchorLink = createLink(Root);
