import { Menu } from '@mantine/core';
import { MenuItemLink } from '../ui/MenuItemLink';
import { navKey, navLinkProps, resourceLinks } from './links';
import { ResourcesButton } from './ResourcesButton';

/** Hover delays: passing the pointer over does not open it, a short slip outside does not close it. */
const OPEN_DELAY_MS = 200;
const CLOSE_DELAY_MS = 150;

export function ResourcesMenu() {
  return (
    <Menu
      trigger="click-hover"
      openDelay={OPEN_DELAY_MS}
      closeDelay={CLOSE_DELAY_MS}
      position="bottom-start"
      shadow="md"
      width={200}
      menuItemTabIndex={0}
    >
      <Menu.Target>
        <ResourcesButton />
      </Menu.Target>
      <Menu.Dropdown>
        {resourceLinks.map((item) => (
          <MenuItemLink key={navKey(item)} {...navLinkProps(item)}>
            {item.label}
          </MenuItemLink>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
