import { Text } from '@mantine/core';

/** 'Showing 5 of 12' under a dashboard preview that leaves items out (nothing when it shows them all). */
export function PreviewNote({ shown, total }: { shown: number; total: number }) {
  if (total <= shown) return null;
  return (
    <Text size="xs" c="dimmed" mt="sm">
      Showing {shown} of {total}
    </Text>
  );
}
