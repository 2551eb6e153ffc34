import { Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { SERVICE_TEXTS } from '../../../../shared/services';
import { AnchorLink } from '../../../ui/AnchorLink';

export function BackToDashboard() {
  return (
    <AnchorLink to="/provider/dashboard" size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        Back to {SERVICE_TEXTS.providerDashboard}
      </Group>
    </AnchorLink>
  );
}
