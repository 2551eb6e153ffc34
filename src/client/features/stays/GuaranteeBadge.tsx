import { Badge, type BadgeProps } from '@mantine/core';
import { IconCertificate } from '@tabler/icons-react';
import { GUARANTEE_TEXTS } from '../../../shared/guarantee';

/** 'Workday guarantee', with what it promises as its tooltip. */
export function GuaranteeBadge({ size = 'md' }: { size?: BadgeProps['size'] }) {
  return (
    <Badge
      variant="light"
      color="indigo"
      tt="none"
      fw={500}
      size={size}
      leftSection={<IconCertificate size={14} aria-hidden />}
      title={GUARANTEE_TEXTS.explain}
    >
      {GUARANTEE_TEXTS.badge}
    </Badge>
  );
}
