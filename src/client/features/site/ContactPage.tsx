import type { ReactNode } from 'react';
import {
  Anchor,
  Card,
  Container,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { trpc } from '../../trpc';
import { usePageTitle } from '../../usePageTitle';
import { ContactForm } from './ContactForm';
import { IconClock, IconHome, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { ButtonLink } from '../../ui/ButtonLink';

function InfoRow({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Group align="flex-start" gap="md" wrap="nowrap">
      <ThemeIcon size={40} radius="md" variant="light" color="kazi">
        {icon}
      </ThemeIcon>
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Title order={3} size="h5">
          {title}
        </Title>
        {children}
      </Stack>
    </Group>
  );
}

function EmailLine({ label, email }: { label: string; email: string }) {
  return (
    <Text size="sm">
      {label}:{' '}
      <Anchor href={`mailto:${email}`} style={{ overflowWrap: 'anywhere' }}>
        {email}
      </Anchor>
    </Text>
  );
}

/** What `site.info` returns: contact details set by the server's configuration. */
interface SiteInfo {
  contactEmail: string;
  supportEmail: string;
  phone: string;
  officeAddress: string;
}

function ContactDetails() {
  const info = trpc.site.info.useQuery();
  const loading = <Skeleton height={16} width={180} />;
  const unavailable = (
    <Text size="sm" c="dimmed">
      Unavailable right now
    </Text>
  );
  const details = (render: (site: SiteInfo) => ReactNode) => {
    if (info.isPending) return loading;
    const site: SiteInfo | undefined = info.data;
    return site ? render(site) : unavailable;
  };

  return (
    <Card withBorder radius="md" padding="xl">
      <Stack gap="lg">
        <Title order={2} size="h3">
          Contact information
        </Title>
        <InfoRow icon={<IconMail size={22} aria-hidden />} title="Email">
          {details((site) => (
            <>
              <EmailLine label="General enquiries" email={site.contactEmail} />
              <EmailLine label="Booking support" email={site.supportEmail} />
            </>
          ))}
        </InfoRow>
        <InfoRow icon={<IconPhone size={22} aria-hidden />} title="Phone">
          {details((site) => (
            <Anchor href={`tel:${site.phone.replace(/[^\d+]/g, '')}`}>{site.phone}</Anchor>
          ))}
        </InfoRow>
        <InfoRow icon={<IconClock size={22} aria-hidden />} title="Office hours">
          <Text>Mon-Fri 9am-6pm EAT</Text>
        </InfoRow>
        <InfoRow icon={<IconMapPin size={22} aria-hidden />} title="Visit us">
          <Text>Office: Kampala, Uganda</Text>
          {info.data && (
            <Text size="sm" c="dimmed">
              {info.data.officeAddress}
            </Text>
          )}
        </InfoRow>
      </Stack>
    </Card>
  );
}

export function ContactPage() {
  usePageTitle('Contact');

  return (
    <Container size="lg" py={{ base: 'xl', md: 48 }}>
      <Stack gap="xl">
        <Stack gap="xs" ta="center" align="center" maw={720} mx="auto">
          <Title order={1}>Contact Us</Title>
          <Text size="lg" c="dimmed">
            Questions about a booking, a listing or working from East Africa? Send us a message and our team
            in Kampala will get back to you.
          </Text>
        </Stack>

        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <ContactForm />
          <Stack gap="xl">
            <ContactDetails />
            <Card withBorder radius="md" padding="xl" bg="var(--mantine-primary-color-light)">
              <Stack gap="sm" align="flex-start">
                <Group gap="sm" wrap="nowrap">
                  <ThemeIcon size={40} radius="md" color="kazi">
                    <IconHome size={22} aria-hidden />
                  </ThemeIcon>
                  <Title order={2} size="h3">
                    Have a space to share?
                  </Title>
                </Group>
                <Text>
                  List your home or workspace and host remote workers from around the world, or offer your
                  services to guests.
                </Text>
                <ButtonLink to="/auth" search={{ mode: 'signup' }}>
                  Become a Host
                </ButtonLink>
              </Stack>
            </Card>
          </Stack>
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
