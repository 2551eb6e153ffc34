import { Button, type ButtonProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import { forwardRef } from 'react';
import type { AnchorAttributes } from './anchorAttributes';

const Root = forwardRef<HTMLAnchorElement, ButtonProps & AnchorAttributes>(
  function ButtonLinkRoot(props, ref) {
    return <Button ref={ref} component="a" {...props} />;
  },
);

/** Mantine's Button as a router link: typed `to`/`params`/`search`, preloaded on hover and touch. */
export const ButtonLink = createLink(Root);
