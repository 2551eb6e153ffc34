import { IconChevronDown } from '@tabler/icons-react';
import type { ComponentProps } from 'react';
import classes from './Layout.module.css';

/** The header's 'Resources' button: the menu's target, and what shows while the menu's code arrives. */
export function ResourcesButton({ className, ...props }: ComponentProps<'button'>) {
  // The menu adds its own class to its target: both apply.
  const classNames = className ? `${classes.navLink} ${className}` : classes.navLink;
  return (
    <button type="button" {...props} className={classNames}>
      Resources
      <IconChevronDown size={14} aria-hidden />
    </button>
  );
}
