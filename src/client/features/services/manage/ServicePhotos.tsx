import { Button, FileButton, Group, Input, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPhotoPlus } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { SERVICE_PHOTOS_MAX } from '../../../../shared/service-catalog';
import { uploadImage } from '../../../ui/uploadImage';
import { freeSlots } from '../../host/properties/photoList';
import { PendingPhotoTile, type PendingUpload } from './PendingPhotoTile';
import { PhotoTile } from './PhotoTile';

interface ServicePhotosProps {
  photos: string[];
  error?: string;
  onAdd: (url: string) => void;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  /** True while any upload is still running, so the form waits for it before saving. */
  onBusyChange: (busy: boolean) => void;
}

/** A service's photos: several picked at once, each uploaded with a preview; reorder and remove; first is the cover. */
export function ServicePhotos({ photos, error, onAdd, onMove, onRemove, onBusyChange }: ServicePhotosProps) {
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const [note, setNote] = useState<string | null>(null);
  const nextKey = useRef(0);
  const resetRef = useRef<() => void>(null);
  const uploading = pending.filter((p) => p.error === undefined).length;
  const slots = freeSlots(SERVICE_PHOTOS_MAX, photos.length, uploading);

  useEffect(() => onBusyChange(uploading > 0), [uploading, onBusyChange]);

  const finish = (key: number, failure?: string) =>
    setPending((list) =>
      list.flatMap((p) => {
        if (p.key !== key) return [p];
        if (failure !== undefined) return [{ ...p, error: failure }];
        URL.revokeObjectURL(p.preview);
        return [];
      }),
    );

  const dismiss = (upload: PendingUpload) => {
    URL.revokeObjectURL(upload.preview);
    setPending((list) => list.filter((p) => p.key !== upload.key));
  };

  const pick = (files: File[]) => {
    resetRef.current?.();
    const taken = files.slice(0, slots);
    setNote(
      files.length > taken.length
        ? `Only ${taken.length} more photo${taken.length === 1 ? '' : 's'} fit: a service has at most ${SERVICE_PHOTOS_MAX}.`
        : null,
    );
    const started = taken.map((file) => ({ key: nextKey.current++, file }));
    setPending((list) => [
      ...list,
      ...started.map(({ key, file }) => ({ key, name: file.name, preview: URL.createObjectURL(file) })),
    ]);
    // One after another, so the photos land in the order they were picked (the first picked can be the cover).
    void (async () => {
      for (const { key, file } of started) {
        try {
          const { url } = await uploadImage(file);
          onAdd(url);
          finish(key);
        } catch (reason) {
          finish(key, reason instanceof Error ? reason.message : String(reason));
        }
      }
    })();
  };

  return (
    <Input.Wrapper
      label="Photos"
      description={`Up to ${SERVICE_PHOTOS_MAX}. The first photo is the cover; use the arrows to change the order.`}
      error={error}
    >
      <Stack gap="sm" mt="xs">
        {(photos.length > 0 || pending.length > 0) && (
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
            {photos.map((url, index) => (
              <PhotoTile
                key={url}
                url={url}
                index={index}
                last={index === photos.length - 1}
                onMove={onMove}
                onRemove={onRemove}
              />
            ))}
            {pending.map((upload) => (
              <PendingPhotoTile key={upload.key} upload={upload} onDismiss={() => dismiss(upload)} />
            ))}
          </SimpleGrid>
        )}
        <Group gap="sm">
          <FileButton onChange={pick} accept="image/*" multiple resetRef={resetRef}>
            {(props) => (
              <Button
                {...props}
                variant="light"
                leftSection={<IconPhotoPlus size={18} aria-hidden />}
                disabled={slots === 0}
              >
                Add Photos
              </Button>
            )}
          </FileButton>
          <Text size="sm" c="dimmed">
            {slots === 0
              ? `The maximum of ${SERVICE_PHOTOS_MAX} photos is reached`
              : `${photos.length} of ${SERVICE_PHOTOS_MAX}`}
          </Text>
        </Group>
        {note && (
          <Text size="sm" c="orange.8">
            {note}
          </Text>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
