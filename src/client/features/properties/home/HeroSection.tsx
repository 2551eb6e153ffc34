import { Container, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import classes from './Home.module.css';
import { StayWorkSearch } from './StayWorkSearch';
import { WorkspaceSearch } from './WorkspaceSearch';

/** The top of the home page: the promise, and a search that opens the marketplace with the fields filled. */
export function HeroSection() {
  return (
    <section className={classes.hero} aria-labelledby="home-hero-title">
      <Container size="lg">
        <Stack gap="xl">
          <Stack gap="md" maw={660}>
            <Text fw={700} tt="uppercase" size="sm" c="amber.3" lts="0.08em">
              Stays with a real workspace across East Africa
            </Text>
            <Title order={1} id="home-hero-title" className={classes.heroTitle} fz={{ base: 36, sm: 56 }}>
              Work and stay <span className={classes.heroAccent}>anywhere</span>
            </Title>
            <Text size="lg" c="gray.1">
              Fast WiFi, a proper desk and a quiet place to focus, from Nairobi to Kigali and Zanzibar. Book a
              whole stay, or just a workspace for the day.
            </Text>
          </Stack>

          <Paper className={classes.searchCard} radius="lg" shadow="xl" p={{ base: 'md', sm: 'lg' }}>
            <Tabs defaultValue="stay" variant="pills" radius="xl">
              <Tabs.List mb="md">
                <Tabs.Tab value="stay">Stay &amp; Work</Tabs.Tab>
                <Tabs.Tab value="workspace">Just Workspace</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="stay">
                <StayWorkSearch />
              </Tabs.Panel>
              <Tabs.Panel value="workspace">
                <WorkspaceSearch />
              </Tabs.Panel>
            </Tabs>
          </Paper>
        </Stack>
      </Container>
    </section>
  );
}
