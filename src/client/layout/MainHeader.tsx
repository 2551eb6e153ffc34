import { Burger, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { DesktopNav } from './DesktopNav';
import { HeaderAccountArea } from './HeaderAccountArea';
import classes from './Layout.module.css';
import { Logo } from './Logo';
import { MainMobileDrawer } from './MainMobileDrawer';

/** The main header: desktop links from 768 px, a burger and drawer below. */
export function MainHeader() {
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <header className={classes.header}>
      <Container size="xl" className={classes.inner}>
        <Logo inHeader />
        <DesktopNav />
        <Group visibleFrom="sm" wrap="nowrap">
          <HeaderAccountArea />
        </Group>
        <Burger hiddenFrom="sm" opened={opened} onClick={toggle} aria-label="Open menu" size="sm" />
      </Container>
      <MainMobileDrawer opened={opened} onClose={close} />
    </header>
  );
}
