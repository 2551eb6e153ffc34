import { Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { AnchorLink } from '../../../ui/AnchorLink';

export function BackToProperties() {
  return (
    <AnchorLink to="/host/properties" size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        Back to My Properties
      </Group>
    </AnchorLink>
  );
}
