import { Box, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { usePublicSettings } from '../features/site/usePublicSettings';

/** The site-wide notice an admin sets in Admin Settings, above the header on every page; nothing when unset. */
export function SiteNotice() {
  const notice = usePublicSettings().data?.notice;
  if (!notice) return null;
  return (
    <Box bg="yellow.1" px="md" py={6} role="region" aria-label="Site notice">
      <Text size="sm" ta="center" c="dark.7">
        <IconInfoCircle size={16} aria-hidden style={{ verticalAlign: 'text-bottom', marginRight: 6 }} />
        {notice}
      </Text>
    </Box>
  );
}
