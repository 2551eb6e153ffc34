import { Anchor, Button, Menu, UnstyledButton } from '@mantine/core';
import type { AnchorProps, ButtonProps, MenuItemProps, UnstyledButtonProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes } from 'react';

// Mantine components as router links. `createLink` gives them the router's typed `to`, `params` and `search`
// (a link to a page that does not exist does not compile) and its preloading on hover and touch. Mantine's
// own `component={Link}` / `renderRoot` would bypass that typing.

type AnchorAttributes = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color' | 'style'>;

const AnchorRoot = forwardRef<HTMLAnchorElement, AnchorProps & AnchorAttributes>(
  function AnchorRoot(props, ref) {
    return <Anchor ref={ref} {...props} />;
  },
);
export const AnchorLink = createLink(AnchorRoot);

const ButtonRoot = forwardRef<HTMLAnchorElement, ButtonProps & AnchorAttributes>(
  function ButtonRoot(props, ref) {
    return <Button ref={ref} component="a" {...props} />;
  },
);
export const ButtonLink = createLink(ButtonRoot);

const UnstyledButtonRoot = forwardRef<HTMLAnchorElement, UnstyledButtonProps & AnchorAttributes>(
  function UnstyledButtonRoot(props, ref) {
    return <UnstyledButton ref={ref} component="a" {...props} />;
  },
);
export const UnstyledButtonLink = createLink(UnstyledButtonRoot);

const MenuItemRoot = forwardRef<HTMLAnchorElement, MenuItemProps & AnchorAttributes>(
  function MenuItemRoot(props, ref) {
    return <Menu.Item ref={ref} component="a" {...props} />;
  },
);
export const MenuItemLink = createLink(MenuItemRoot);
