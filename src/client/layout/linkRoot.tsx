import { Link } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import type { NavItem } from './links';

/**
 * `renderRoot` for Mantine components that should be router links with a query string: Mantine's
 * polymorphic `component={Link}` cannot type Link's `search` prop, so the Link is rendered here instead.
 */
export function linkRoot(item: NavItem): (props: Record<string, unknown>) => ReactElement {
  return function LinkRoot(props) {
    return (
      <Link
        to={item.to}
        search={item.search}
        activeOptions={{ exact: item.to === '/', includeSearch: false }}
        {...props}
      />
    );
  };
}
