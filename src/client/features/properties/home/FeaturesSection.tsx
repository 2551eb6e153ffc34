import { Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './Home.module.css';
import { BoltIcon, CalendarIcon, CoffeeIcon, DeskIcon, HeadphonesIcon, WifiIcon } from '../../../ui/icons';

interface Feature {
  title: string;
  text: string;
  icon: ReactNode;
  color: string;
}

/** Spec 000 §2 Home: what every stay promises. */
const features: Feature[] = [
  {
    title: 'Fast, reliable WiFi',
    text: 'Every listing states the internet speed its host measured, so your video calls hold up.',
    icon: <WifiIcon size={22} />,
    color: 'kazi',
  },
  {
    title: 'Dedicated workspace',
    text: 'A real desk and a good chair, often with an external monitor, not a corner of the kitchen table.',
    icon: <DeskIcon size={22} />,
    color: 'blue',
  },
  {
    title: 'Quiet environment',
    text: 'Noise levels and lighting are described up front, so you know where you can focus.',
    icon: <HeadphonesIcon size={22} />,
    color: 'grape',
  },
  {
    title: 'Full amenities',
    text: 'Kitchens, coffee, laundry and comfortable beds: everything you need to live well while you work.',
    icon: <CoffeeIcon size={22} />,
    color: 'amber',
  },
  {
    title: 'Flexible stays',
    text: 'Stay a few nights or a few months, with discounts for longer stays.',
    icon: <CalendarIcon size={22} />,
    color: 'teal',
  },
  {
    title: 'Instant booking',
    text: 'Pick your dates and book in minutes, with clear prices in US dollars and no back-and-forth.',
    icon: <BoltIcon size={22} />,
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
