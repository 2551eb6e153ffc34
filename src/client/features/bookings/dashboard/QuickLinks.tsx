import { Box, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './Dashboard.module.css';
import { DashboardSection } from './DashboardSection';
import {
  IconCalendar,
  IconChevronRight,
  IconHeart,
  IconMessageCircle,
  IconSearch,
} from '@tabler/icons-react';
import { UnstyledButtonLink } from '../../../ui/UnstyledButtonLink';

interface QuickLink {
  label: string;
  to: string;
  icon: ReactNode;
}

/** The guest dashboard's quick links: the places a guest goes most. */
const quickLinks: readonly QuickLink[] = [
  { label: 'Search Properties', to: '/marketplace', icon: <IconSearch size={18} aria-hidden /> },
  { label: 'Messages', to: '/messages', icon: <IconMessageCircle size={18} aria-hidden /> },
  { label: 'Saved Properties', to: '/saved', icon: <IconHeart size={18} aria-hidden /> },
  { label: 'Trip Calendar', to: '/bookings', icon: <IconCalendar size={18} aria-hidden /> },
];

/** Two by two on phones and tablets, one column beside the saved list on desktop. */
export function QuickLinks() {
  return (
    <DashboardSection title="Quick Links">
      <SimpleGrid component="nav" aria-label="Quick links" cols={{ base: 2, md: 1 }} spacing="sm">
        {quickLinks.map((link) => (
          <UnstyledButtonLink key={link.to} to={link.to} className={classes.quickLink}>
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon variant="light" size={36} radius="md">
                {link.icon}
              </ThemeIcon>
              <Text fw={600} size="sm" style={{ flex: 1, minWidth: 0 }}>
                {link.label}
              </Text>
              <Box visibleFrom="md" c="dimmed" style={{ display: 'flex' }}>
                <IconChevronRight size={16} aria-hidden />
              </Box>
            </Group>
          </UnstyledButtonLink>
        ))}
      </SimpleGrid>
    </DashboardSection>
  );
}
