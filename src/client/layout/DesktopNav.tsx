import { Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import classes from './Layout.module.css';
import { navKey, primaryLinks } from './links';
import { ResourcesButton } from './ResourcesButton';

// The menu (and the positioning library under it) is not in the first download: it arrives right after.
const ResourcesMenu = lazy(() => import('./ResourcesMenu').then((m) => ({ default: m.ResourcesMenu })));

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
      <Suspense fallback={<ResourcesButton aria-disabled />}>
        <ResourcesMenu />
      </Suspense>
    </Group>
  );
}
