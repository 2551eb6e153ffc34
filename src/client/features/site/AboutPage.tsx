import type { ReactNode } from 'react';
import { Anchor, Card, Container, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { trpc } from '../../trpc';
import { usePageTitle } from '../../usePageTitle';
import {
  IconEye,
  IconHeart,
  IconLeaf,
  IconShieldCheck,
  IconTarget,
  IconUsers,
  IconWifi,
} from '@tabler/icons-react';
import { ButtonLink } from '../../ui/ButtonLink';

interface Value {
  title: string;
  text: string;
  icon: ReactNode;
  color: string;
}

const values: Value[] = [
  {
    title: 'A workspace you can rely on',
    text: 'Every listing describes its desk, chair, lighting and noise level, and states the internet speed a host has measured, so you know before you book whether your calls will hold up.',
    icon: <IconWifi size={22} aria-hidden />,
    color: 'kazi',
  },
  {
    title: 'Trust on both sides',
    text: 'Honest reviews from guests who actually stayed, clear prices in US dollars per night, and a cancellation policy that is written down and applied the same way to everyone.',
    icon: <IconShieldCheck size={22} aria-hidden />,
    color: 'blue',
  },
  {
    title: 'Local hospitality',
    text: 'Our hosts are people who live in the neighbourhoods they list. They know the best coffee, the quiet streets and the backup plan when the power drops.',
    icon: <IconHeart size={22} aria-hidden />,
    color: 'amber',
  },
  {
    title: 'Responsible travel',
    text: 'Longer stays, local services and respect for the places we visit. Remote work should leave the communities that host it better off.',
    icon: <IconLeaf size={22} aria-hidden />,
    color: 'green',
  },
];

function SectionCard({
  icon,
  color,
  title,
  children,
}: {
  icon: ReactNode;
  color: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="xl" shadow="sm">
      <Stack gap="md">
        <ThemeIcon size={48} radius="md" variant="light" color={color}>
          {icon}
        </ThemeIcon>
        <Title order={2} size="h3">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

function ContactLine() {
  const info = trpc.site.info.useQuery();
  if (info.isPending) return <Skeleton height={20} width={260} mx="auto" />;
  if (!info.data)
    return <Text c="dimmed">Our contact details are unavailable right now. Please try again later.</Text>;
  return (
    <Text>
      Write to us at{' '}
      <Anchor href={`mailto:${info.data.contactEmail}`} fw={600}>
        {info.data.contactEmail}
      </Anchor>
      . We answer within one business day.
    </Text>
  );
}

export function AboutPage() {
  usePageTitle('About');

  return (
    <Container size="lg" py={{ base: 'xl', md: 48 }}>
      <Stack gap={48}>
        <Stack gap="sm" align="center" ta="center" maw={760} mx="auto">
          <Text c="kazi.7" fw={700} tt="uppercase" size="sm">
            About KaziStay
          </Text>
          <Title order={1}>Work and stay anywhere in East Africa</Title>
          <Text size="lg" c="dimmed">
            KaziStay (kazi is Swahili for work) helps remote workers and digital nomads find places to live
            that come with a real workspace, in Kenya, Uganda, Tanzania, Rwanda, Ethiopia and South Sudan.
          </Text>
        </Stack>

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <SectionCard icon={<IconTarget size={22} aria-hidden />} color="kazi" title="Our mission">
            <Text>
              To make it simple to do your best work from anywhere in East Africa. We list stays where the
              desk, the connection and the quiet are as important as the bed, and we describe them honestly so
              you can book with confidence.
            </Text>
          </SectionCard>
          <SectionCard icon={<IconEye size={22} aria-hidden />} color="blue" title="Our vision">
            <Text>
              A region where a developer in Kigali, a designer in Zanzibar and a consultant in Addis Ababa can
              each find a home office for a week or a season, and where the money they spend supports local
              hosts and businesses.
            </Text>
          </SectionCard>
        </SimpleGrid>

        <Card withBorder radius="md" padding="xl" bg="var(--mantine-primary-color-light)">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" verticalSpacing="lg">
            <Stack gap="md">
              <ThemeIcon size={48} radius="md" color="kazi">
                <IconUsers size={22} aria-hidden />
              </ThemeIcon>
              <Title order={2}>Our community</Title>
            </Stack>
            <Stack gap="sm">
              <Text>
                KaziStay is built by and for people who work remotely. Guests share tips in the community
                forum, leave reviews that rate both the workspace and the stay, and message hosts before they
                arrive.
              </Text>
              <Text>
                Hosts range from city apartments with a second monitor to lodges with a dedicated office by
                the lake. Local service providers add photography, cleaning, tours and more, so a stay can be
                as simple or as complete as you need.
              </Text>
            </Stack>
          </SimpleGrid>
        </Card>

        <Stack gap="lg">
          <Title order={2} ta="center">
            What we value
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
            {values.map((value) => (
              <Card key={value.title} withBorder radius="md" padding="lg">
                <Stack gap="sm">
                  <ThemeIcon size={40} radius="md" variant="light" color={value.color}>
                    {value.icon}
                  </ThemeIcon>
                  <Title order={3} size="h4">
                    {value.title}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {value.text}
                  </Text>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        </Stack>

        <Stack gap="xs" align="center" ta="center">
          <Title order={2}>Get in touch</Title>
          <Text c="dimmed">Questions about a stay, a partnership or listing your space?</Text>
          <ContactLine />
          <ButtonLink mt="sm" variant="light" to="/contact">
            Contact us
          </ButtonLink>
        </Stack>
      </Stack>
    </Container>
  );
}
