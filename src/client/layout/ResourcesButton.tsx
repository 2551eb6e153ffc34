import { IconChevronDown } from '@tabler/icons-react';
import type { ComponentProps } from 'react';
import classes from './Layout.module.css';

/** The header's 'Resources' button: the menu's target, and what shows while the menu's code arrives. */
export function ResourcesButton(props: ComponentProps<'button'>) {
  return (
    <button type="button" className={classes.navLink} {...props}>
      Resources
      <IconChevronDown size={14} aria-hidden />
    </button>
  );
}
