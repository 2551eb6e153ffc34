import { ActionIcon, Group, Image, Loader, Paper, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';

export interface PendingUpload {
  key: number;
  name: string;
  preview: string;
  /** Set when the upload failed; the tile stays until dismissed so the provider sees why. */
  error?: string;
}

/** A picked photo still uploading (its local preview), or one that failed with the server's reason. */
export function PendingPhotoTile({ upload, onDismiss }: { upload: PendingUpload; onDismiss: () => void }) {
  return (
    <Paper withBorder radius="md" p={4}>
      <Image
        src={upload.preview}
        alt={`${upload.name} (${upload.error ? 'not uploaded' : 'uploading'})`}
        radius="sm"
        h={110}
        fit="cover"
        opacity={0.5}
      />
      {upload.error === undefined ? (
        <Group gap={6} justify="center" mt={4} mih={28}>
          <Loader size="xs" aria-hidden />
          <Text size="xs" c="dimmed">
            Uploading...
          </Text>
        </Group>
      ) : (
        <Group gap={4} justify="space-between" mt={4} wrap="nowrap">
          <Text size="xs" c="red" role="alert" lineClamp={3}>
            {upload.name}: {upload.error}
          </Text>
          <ActionIcon variant="subtle" aria-label={`Dismiss ${upload.name}`} onClick={onDismiss}>
            <IconX size={16} aria-hidden />
          </ActionIcon>
        </Group>
      )}
    </Paper>
  );
}
