import { Burger, Container, Group } from '@mantine/core';
import { useDisclosure, useWindowScroll } from '@mantine/hooks';
import { ContentMobileMenu } from './ContentMobileMenu';
import { DesktopNav } from './DesktopNav';
import { HeaderAccountArea } from './HeaderAccountArea';
import classes from './Layout.module.css';
import { Logo } from './Logo';

/** Spec 000 §9: the header turns translucent once the page has scrolled past this. */
export const HEADER_SCROLL_THRESHOLD_PX = 10;

/** The second header variant (home and content pages): sticky, translucent after scrolling. */
export function ContentHeader() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const [scroll] = useWindowScroll();
  const scrolled = scroll.y > HEADER_SCROLL_THRESHOLD_PX;
  return (
    <header className={classes.contentHeader} data-scrolled={scrolled || undefined}>
      <Container size="xl" className={classes.inner}>
        <Logo inHeader />
        <DesktopNav />
        <Group visibleFrom="sm" wrap="nowrap">
          <HeaderAccountArea />
        </Group>
        <Burger hiddenFrom="sm" opened={opened} onClick={toggle} aria-label="Open menu" size="sm" />
      </Container>
      <ContentMobileMenu opened={opened} onClose={close} />
    </header>
  );
}
