import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import type { HostPropertyRow } from '../../../../shared/host';
import { ActionIconLink } from '../../../ui/ActionIconLink';

interface PropertyActionsProps {
  row: HostPropertyRow;
  onDelete: (row: HostPropertyRow) => void;
}

/** View, edit and delete one listing; each button is named after the listing for screen readers. */
export function PropertyActions({ row, onDelete }: PropertyActionsProps) {
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label="View" withArrow>
        <ActionIconLink
          to="/property/$id"
          params={{ id: row.id }}
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={`View ${row.title}`}
        >
          <IconEye size={18} aria-hidden />
        </ActionIconLink>
      </Tooltip>
      <Tooltip label="Edit" withArrow>
        <ActionIconLink
          to="/host/properties/$id/edit"
          params={{ id: row.id }}
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={`Edit ${row.title}`}
        >
          <IconPencil size={18} aria-hidden />
        </ActionIconLink>
      </Tooltip>
      <Tooltip label="Delete" withArrow>
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          aria-label={`Delete ${row.title}`}
          onClick={() => onDelete(row)}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
