import { Container, Divider, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { AnchorLink } from '../ui/AnchorLink';
import classes from './Layout.module.css';
import { footerGroups, navKey, navLinkProps } from './links';
import { Logo } from './Logo';

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className={classes.footer}>
      <Container size="xl">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xl" verticalSpacing="xl">
          <Stack gap="sm">
            <Logo inverted />
            <Text size="sm" c="gray.4" maw={280}>
              Work and stay anywhere. Stays with a real workspace across East Africa, for remote workers and
              digital nomads.
            </Text>
          </Stack>
          {footerGroups.map((group) => (
            <Stack key={group.title} gap="xs" component="nav" aria-label={group.title}>
              <Title order={2} size="h6" c="white" tt="uppercase" lts="0.06em">
                {group.title}
              </Title>
              {group.links.map((item) => (
                <AnchorLink key={navKey(item)} {...navLinkProps(item)} className={classes.footerLink}>
                  {item.label}
                </AnchorLink>
              ))}
            </Stack>
          ))}
        </SimpleGrid>
        <Divider my="lg" color="rgba(255, 255, 255, 0.15)" />
        <Text size="xs" c="gray.5" ta="center">
          © {year} KaziStay. All rights reserved.
        </Text>
      </Container>
    </footer>
  );
}
