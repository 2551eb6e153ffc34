import { Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { lazy, useEffect } from 'react';
import { LazyPart } from '../ui/LazyPart';
import classes from './Layout.module.css';
import { navKey, primaryLinks } from './links';
import { ResourcesButton } from './ResourcesButton';

// The menu (and the positioning library under it) is not in the first download: it arrives right after.
const loadResourcesMenu = () => import('./ResourcesMenu');
const ResourcesMenu = lazy(() => loadResourcesMenu().then((m) => ({ default: m.ResourcesMenu })));

/** The main links and the Resources menu (desktop, both header variants). */
export function DesktopNav() {
  // On a page the server drew, React hydrates the menu when it gets to it (seconds later on a busy phone);
  // its code is fetched as soon as the app runs, so a connection lost meanwhile does not break the page.
  useEffect(() => void loadResourcesMenu().catch(() => undefined), []);
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
      <LazyPart fallback={<ResourcesButton aria-disabled />}>
        <ResourcesMenu />
      </LazyPart>
    </Group>
  );
}
