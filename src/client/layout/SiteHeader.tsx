import { Burger, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { DesktopNav } from './DesktopNav';
import { HeaderAccountArea } from './HeaderAccountArea';
import classes from './Layout.module.css';
import { Logo } from './Logo';
import { useScrolledPast } from './useScrolledPast';

// The drawer (with its focus trap and scroll lock) is not in the first download: it is fetched when the burger
// is pointed at, touched or focused, and drawn from the first press on.
const loadMobileMenu = () => import('./MobileMenu');
const MobileMenu = lazy(() => loadMobileMenu().then((m) => ({ default: m.MobileMenu })));

/** The content header turns translucent once the page has scrolled past this: a nudge is not a scroll. */
export const HEADER_SCROLL_THRESHOLD_PX = 10;

/**
 * The site header. 'main': desktop links from 768 px, a burger and drawer below. 'content' (the spec's second
 * variant, on home and content pages): sticky, translucent after scrolling, with its own slide-in menu.
 */
export function SiteHeader({ variant }: { variant: 'main' | 'content' }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX, variant === 'content');
  return (
    <header
      className={variant === 'content' ? classes.contentHeader : classes.header}
      data-scrolled={scrolled || undefined}
    >
      <Container size="xl" className={classes.inner}>
        <Logo inHeader />
        <DesktopNav />
        <Group visibleFrom="sm" wrap="nowrap">
          <HeaderAccountArea />
        </Group>
        <Burger
          hiddenFrom="sm"
          opened={opened}
          onPointerEnter={() => void loadMobileMenu()}
          onTouchStart={() => void loadMobileMenu()}
          onFocus={() => void loadMobileMenu()}
          onClick={() => {
            setMenuWanted(true);
            toggle();
          }}
          aria-label="Open menu"
          size="sm"
        />
      </Container>
      {menuWanted && (
        <Suspense fallback={null}>
          <MobileMenu variant={variant} opened={opened} onClose={close} />
        </Suspense>
      )}
    </header>
  );
}
