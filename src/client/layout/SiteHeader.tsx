import { Burger, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { DesktopNav } from './DesktopNav';
import { HeaderAccountArea } from './HeaderAccountArea';
import classes from './Layout.module.css';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { useScrolledPast } from './useScrolledPast';

/** The content header turns translucent once the page has scrolled past this: a nudge is not a scroll. */
export const HEADER_SCROLL_THRESHOLD_PX = 10;

/**
 * The site header. 'main': desktop links from 768 px, a burger and drawer below. 'content' (the spec's second
 * variant, on home and content pages): sticky, translucent after scrolling, with its own slide-in menu.
 */
export function SiteHeader({ variant }: { variant: 'main' | 'content' }) {
  const [opened, { toggle, close }] = useDisclosure(false);
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
        <Burger hiddenFrom="sm" opened={opened} onClick={toggle} aria-label="Open menu" size="sm" />
      </Container>
      <MobileMenu variant={variant} opened={opened} onClose={close} />
    </header>
  );
}
