import { Container, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import classes from './Home.module.css';
import { PlatformStatsCard } from './PlatformStatsCard';
import { IconArrowRight } from '@tabler/icons-react';
import { ButtonLink } from '../../../ui/ButtonLink';

/** The closing call to action: host with us, next to the platform's figures. */
export function CallToAction() {
  return (
    <section className={`${classes.section} ${classes.cta}`} aria-labelledby="home-cta-title">
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} verticalSpacing="xl">
          <Stack gap="md" justify="center">
            <Title order={2} id="home-cta-title">
              Have a space remote workers would love?
            </Title>
            <Text size="lg" c="dimmed">
              List your home, guesthouse or office on KaziStay and welcome remote workers and digital nomads
              from around the world.
            </Text>
            <List spacing="xs" c="dimmed">
              <List.Item>Reach guests who stay longer and look after your place</List.Item>
              <List.Item>Set your own prices, calendar and house rules</List.Item>
              <List.Item>Get paid securely in US dollars</List.Item>
            </List>
            <Group>
              {/* Hosting starts with an account that chooses 'List my properties' at sign-up. */}
              <ButtonLink
                size="md"
                rightSection={<IconArrowRight size={18} aria-hidden />}
                to="/auth"
                search={{ mode: 'signup' }}
              >
                Become a Host
              </ButtonLink>
            </Group>
          </Stack>
          <PlatformStatsCard />
        </SimpleGrid>
      </Container>
    </section>
  );
}
