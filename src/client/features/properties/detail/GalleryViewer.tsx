import { ActionIcon, Box, Group, Modal } from '@mantine/core';
import { useEffect } from 'react';
import { photoAlt, showPlaceholderOnError } from './photos';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';

interface GalleryViewerProps {
  title: string;
  photos: string[];
  /** The photo on show; null when the viewer is closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/** Full-size photos, one at a time, with previous/next buttons and the arrow keys (wrapping around). */
export function GalleryViewer({ title, photos, index, onIndexChange, onClose }: GalleryViewerProps) {
  const count = photos.length;
  const opened = index !== null;
  const current = index ?? 0;
  const step = (delta: number) => onIndexChange((current + delta + count) % count);

  useEffect(() => {
    if (!opened || count < 2) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') onIndexChange((current - 1 + count) % count);
      if (event.key === 'ArrowRight') onIndexChange((current + 1) % count);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [opened, count, current, onIndexChange]);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="64rem"
      centered
      title={`${title} · ${current + 1} / ${count}`}
    >
      <Box pos="relative">
        <img
          src={photos[current]}
          alt={photoAlt(title, current)}
          onError={showPlaceholderOnError}
          style={{
            display: 'block',
            width: '100%',
            aspectRatio: '3 / 2',
            maxHeight: '70vh',
            objectFit: 'contain',
            borderRadius: 'var(--mantine-radius-md)',
            backgroundColor: 'var(--mantine-color-dark-8)',
          }}
        />
        {count > 1 && (
          <Group
            justify="space-between"
            pos="absolute"
            top="50%"
            left={8}
            right={8}
            style={{ transform: 'translateY(-50%)', pointerEvents: 'none' }}
          >
            <ActionIcon
              variant="white"
              color="dark"
              radius="xl"
              size="xl"
              onClick={() => step(-1)}
              aria-label="Previous photo"
              style={{ pointerEvents: 'auto' }}
            >
              <IconChevronLeft size={22} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="white"
              color="dark"
              radius="xl"
              size="xl"
              onClick={() => step(1)}
              aria-label="Next photo"
              style={{ pointerEvents: 'auto' }}
            >
              <IconChevronRight size={22} aria-hidden />
            </ActionIcon>
          </Group>
        )}
      </Box>
    </Modal>
  );
}
