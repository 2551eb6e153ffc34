import { NavLink, type NavLinkProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import { forwardRef } from 'react';
import type { AnchorAttributes } from './anchorAttributes';

const Root = forwardRef<HTMLAnchorElement, NavLinkProps & AnchorAttributes>(
  function NavLinkLinkRoot(props, ref) {
    return <NavLink ref={ref} component="a" {...props} />;
  },
);

/** Mantine's NavLink as a router link: typed `to`/`params`/`search`, preloaded on hover and touch. */
export const NavLinkLink = createLink(Root);
