import { NavLinkLink } from '../ui/NavLinkLink';
import classes from './Layout.module.css';
import { navKey, navLinkProps, type NavItem } from './links';
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
        <NavLinkLink
          key={navKey(item)}
          {...navLinkProps(item)}
          label={item.label}
          rightSection={item.to === '/messages' ? <UnreadMessagesBadge /> : undefined}
          onClick={onNavigate}
          className={classes.drawerLink}
        />
      ))}
    </>
  );
}
