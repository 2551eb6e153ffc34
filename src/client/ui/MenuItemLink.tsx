import { Menu, type MenuItemProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import { forwardRef } from 'react';
import type { AnchorAttributes } from './anchorAttributes';

const Root = forwardRef<HTMLAnchorElement, MenuItemProps & AnchorAttributes>(
  function MenuItemLinkRoot(props, ref) {
    return <Menu.Item ref={ref} component="a" {...props} />;
  },
);

/** Mantine's Menu.Item as a router link: typed `to`/`params`/`search`, preloaded on hover and touch. */
export const MenuItemLink = createLink(Root);
