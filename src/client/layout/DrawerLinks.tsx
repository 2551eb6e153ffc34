import { NavLink } from '@mantine/core';
import { linkRoot } from './linkRoot';
import classes from './Layout.module.css';
import { navKey, type NavItem } from './links';
import { UnreadMessagesBadge } from './UnreadMessagesBadge';

interface DrawerLinksProps {
  items: readonly NavItem[];
  onNavigate: () => void;
}

/** A column of full-width links for the mobile menus; choosing one closes the menu. */
export function DrawerLinks({ items, onNavigate }: DrawerLinksProps) {
  return (
    <>
      {items.map((item) => (
        <NavLink
          key={navKey(item)}
          renderRoot={linkRoot(item)}
          label={item.label}
          rightSection={item.to === '/messages' ? <UnreadMessagesBadge /> : undefined}
          onClick={onNavigate}
          className={classes.drawerLink}
        />
      ))}
    </>
  );
}
