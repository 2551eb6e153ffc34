import { ActionIcon, Badge, Group, Image, Paper } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconTrash } from '@tabler/icons-react';

interface PhotoTileProps {
  url: string;
  index: number;
  last: boolean;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

/** One uploaded photo of the service, with the buttons to move it (the first is the cover) or remove it. */
export function PhotoTile({ url, index, last, onMove, onRemove }: PhotoTileProps) {
  const n = index + 1;
  return (
    <Paper withBorder radius="md" p={4} pos="relative">
      <Image src={url} alt={`Photo ${n}`} radius="sm" h={110} fit="cover" />
      {index === 0 && (
        <Badge pos="absolute" top={10} left={10} size="sm">
          Cover
        </Badge>
      )}
      <Group gap={4} justify="center" mt={4} wrap="nowrap">
        <ActionIcon
          variant="subtle"
          aria-label={`Move photo ${n} earlier`}
          disabled={index === 0}
          onClick={() => onMove(index, index - 1)}
        >
          <IconArrowLeft size={18} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          aria-label={`Move photo ${n} later`}
          disabled={last}
          onClick={() => onMove(index, index + 1)}
        >
          <IconArrowRight size={18} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Remove photo ${n}`}
          onClick={() => onRemove(index)}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </Paper>
  );
}
