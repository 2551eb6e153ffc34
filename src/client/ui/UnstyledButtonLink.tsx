import { UnstyledButton, type UnstyledButtonProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import { forwardRef } from 'react';
import type { AnchorAttributes } from './anchorAttributes';

const Root = forwardRef<HTMLAnchorElement, UnstyledButtonProps & AnchorAttributes>(
  function UnstyledButtonLinkRoot(props, ref) {
    return <UnstyledButton ref={ref} component="a" {...props} />;
  },
);

/** Mantine's UnstyledButton as a router link: typed `to`/`params`/`search`, preloaded on hover and touch. */
export const UnstyledButtonLink = createLink(Root);
