import { Box, Group, SimpleGrid, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import classes from './Dashboard.module.css';
import { DashboardSection } from './DashboardSection';
import { CalendarIcon, ChevronRightIcon, HeartIcon, MessageIcon, SearchIcon } from '../../../ui/icons';

interface QuickLink {
  label: string;
  to: string;
  icon: ReactNode;
}

/** Spec 000 §2 Guest dashboard: the four quick links. */
const quickLinks: readonly QuickLink[] = [
  { label: 'Search Properties', to: '/marketplace', icon: <SearchIcon size={18} /> },
  { label: 'Messages', to: '/messages', icon: <MessageIcon size={18} /> },
  { label: 'Saved Properties', to: '/saved', icon: <HeartIcon size={18} /> },
  { label: 'Trip Calendar', to: '/bookings', icon: <CalendarIcon size={18} /> },
];

/** Two by two on phones and tablets, one column beside the saved list on desktop. */
export function QuickLinks() {
  return (
    <DashboardSection title="Quick Links">
      <SimpleGrid component="nav" aria-label="Quick links" cols={{ base: 2, md: 1 }} spacing="sm">
        {quickLinks.map((link) => (
          <UnstyledButton key={link.to} component={Link} to={link.to} className={classes.quickLink}>
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon variant="light" size={36} radius="md">
                {link.icon}
              </ThemeIcon>
              <Text fw={600} size="sm" style={{ flex: 1, minWidth: 0 }}>
                {link.label}
              </Text>
              <Box visibleFrom="md" c="dimmed" style={{ display: 'flex' }}>
                <ChevronRightIcon size={16} />
              </Box>
            </Group>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </DashboardSection>
  );
}
