import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import { forwardRef } from 'react';
import type { AnchorAttributes } from './anchorAttributes';

const Root = forwardRef<HTMLAnchorElement, ActionIconProps & AnchorAttributes>(
  function ActionIconLinkRoot(props, ref) {
    return <ActionIcon ref={ref} component="a" {...props} />;
  },
);

/** Mantine's ActionIcon as a router link: typed `to`/`params`/`search`, preloaded on hover and touch. */
export const ActionIconLink = createLink(Root);
