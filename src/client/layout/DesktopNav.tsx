import { Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import classes from './Layout.module.css';
import { navKey, primaryLinks } from './links';
import { ResourcesMenu } from './ResourcesMenu';

/** The main links and the Resources menu (desktop, both header variants). */
export function DesktopNav() {
  return (
    <Group component="nav" aria-label="Main" gap={2} wrap="nowrap" visibleFrom="sm">
      {primaryLinks.map((item) => (
        <Link
          key={navKey(item)}
          to={item.to}
          search={item.search}
          className={classes.navLink}
          activeOptions={{ exact: item.to === '/', includeSearch: false }}
        >
          {item.label}
        </Link>
      ))}
      <ResourcesMenu />
    </Group>
  );
}
