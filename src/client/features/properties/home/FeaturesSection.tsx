import { Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './Home.module.css';
import { IconBolt, IconCalendar, IconCoffee, IconDesk, IconHeadphones, IconWifi } from '@tabler/icons-react';

interface Feature {
  title: string;
  text: string;
  icon: ReactNode;
  color: string;
}

/** What every stay promises: the reasons a remote worker books here rather than anywhere. */
const features: Feature[] = [
  {
    title: 'Fast, reliable WiFi',
    text: 'Every listing states the internet speed its host measured, so your video calls hold up.',
    icon: <IconWifi size={22} aria-hidden />,
    color: 'kazi',
  },
  {
    title: 'Dedicated workspace',
    text: 'A real desk and a good chair, often with an external monitor, not a corner of the kitchen table.',
    icon: <IconDesk size={22} aria-hidden />,
    color: 'blue',
  },
  {
    title: 'Quiet environment',
    text: 'Noise levels and lighting are described up front, so you know where you can focus.',
    icon: <IconHeadphones size={22} aria-hidden />,
    color: 'grape',
  },
  {
    title: 'Full amenities',
    text: 'Kitchens, coffee, laundry and comfortable beds: everything you need to live well while you work.',
    icon: <IconCoffee size={22} aria-hidden />,
    color: 'amber',
  },
  {
    title: 'Flexible stays',
    text: 'Stay a few nights or a few months, with discounts for longer stays.',
    icon: <IconCalendar size={22} aria-hidden />,
    color: 'teal',
  },
  {
    title: 'Instant booking',
    text: 'Pick your dates and book in minutes, with clear prices in US dollars and no back-and-forth.',
    icon: <IconBolt size={22} aria-hidden />,
    color: 'orange',
  },
];

export function FeaturesSection() {
  return (
    <section className={classes.section} aria-labelledby="home-features-title">
      <Container size="lg">
        <Stack gap="xl">
          <Stack gap="xs" align="center" ta="center" maw={640} mx="auto">
            <Title order={2} id="home-features-title">
              Everything you need to do your best work
            </Title>
            <Text c="dimmed" size="lg">
              Every KaziStay listing is chosen for working as much as for living.
            </Text>
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {features.map((feature) => (
              <Card key={feature.title} withBorder radius="md" padding="lg" className={classes.featureCard}>
                <Stack gap="sm">
                  <ThemeIcon size={44} radius="md" variant="light" color={feature.color}>
                    {feature.icon}
                  </ThemeIcon>
                  <Title order={3} size="h4">
                    {feature.title}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {feature.text}
                  </Text>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        </Stack>
      </Container>
    </section>
  );
}
