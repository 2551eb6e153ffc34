import { Menu } from '@mantine/core';
import { linkRoot } from './linkRoot';
import classes from './Layout.module.css';
import { ChevronDownIcon } from './icons/ChevronDownIcon';
import { navKey, resourceLinks } from './links';

/** Spec 000 §9: hover open delay 200 ms, close delay 150 ms. */
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
        <button type="button" className={classes.navLink}>
          Resources
          <ChevronDownIcon size={14} />
        </button>
      </Menu.Target>
      <Menu.Dropdown>
        {resourceLinks.map((item) => (
          <Menu.Item key={navKey(item)} renderRoot={linkRoot(item)}>
            {item.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
