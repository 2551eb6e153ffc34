import {
  ActionIcon,
  Badge,
  Button,
  FileButton,
  Group,
  Image,
  Input,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconPhotoPlus, IconTrash, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { freeSlots } from './photoList';
import { uploadImage } from './uploadImage';

interface PendingUpload {
  key: number;
  name: string;
  preview: string;
  /** Set when the upload failed; the card stays until dismissed so the host sees why. */
  error?: string;
}

interface PhotoListFieldProps {
  images: string[];
  /** How many photos it may hold. */
  max: number;
  /** What holds them, for the note when too many are picked ('a listing has at most 10'). */
  holder: string;
  /** The field's label, when the form has no heading of its own for it. */
  label?: string;
  error?: string;
  onAdd: (url: string) => void;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  /** True while any upload is still running, so the form waits for it before saving. */
  onBusyChange: (busy: boolean) => void;
}

/**
 * Photos of a listing or a service: several picked at once, each uploaded with a preview (through the image
 * upload); reorder and remove; the first is the cover.
 */
export function PhotoListField({
  images,
  max,
  holder,
  label,
  error,
  onAdd,
  onMove,
  onRemove,
  onBusyChange,
}: PhotoListFieldProps) {
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const [note, setNote] = useState<string | null>(null);
  const nextKey = useRef(0);
  const resetRef = useRef<() => void>(null);
  const uploading = pending.filter((p) => p.error === undefined).length;
  const slots = freeSlots(max, images.length, uploading);

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

  const dismiss = (key: number) => {
    const upload = pending.find((p) => p.key === key);
    if (upload) URL.revokeObjectURL(upload.preview);
    setPending((list) => list.filter((p) => p.key !== key));
  };

  const pick = (files: File[]) => {
    resetRef.current?.();
    const taken = files.slice(0, slots);
    setNote(
      files.length > taken.length
        ? `Only ${taken.length} more photo${taken.length === 1 ? '' : 's'} fit: ${holder} has at most ${max}.`
        : null,
    );
    const started = taken.map((file) => ({
      key: nextKey.current++,
      name: file.name,
      preview: URL.createObjectURL(file),
      file,
    }));
    setPending((list) => [...list, ...started.map(({ file: _file, ...upload }) => upload)]);
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

  const last = images.length - 1;
  return (
    <Input.Wrapper
      label={label}
      description={`Up to ${max}. The first photo is the cover; use the arrows to change the order.`}
      error={error}
    >
      <Stack gap="sm" mt="xs">
        {(images.length > 0 || pending.length > 0) && (
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
            {images.map((url, index) => (
              <Paper key={url} withBorder radius="md" p={4} pos="relative">
                <Image src={url} alt={`Photo ${index + 1}`} radius="sm" h={110} fit="cover" />
                {index === 0 && (
                  <Badge pos="absolute" top={10} left={10} size="sm">
                    Cover
                  </Badge>
                )}
                <Group gap={4} justify="center" mt={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Move photo ${index + 1} earlier`}
                    disabled={index === 0}
                    onClick={() => onMove(index, index - 1)}
                  >
                    <IconArrowLeft size={18} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Move photo ${index + 1} later`}
                    disabled={index === last}
                    onClick={() => onMove(index, index + 1)}
                  >
                    <IconArrowRight size={18} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove photo ${index + 1}`}
                    onClick={() => onRemove(index)}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Group>
              </Paper>
            ))}
            {pending.map((upload) => (
              <Paper key={upload.key} withBorder radius="md" p={4} pos="relative">
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
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Dismiss ${upload.name}`}
                      onClick={() => dismiss(upload.key)}
                    >
                      <IconX size={16} aria-hidden />
                    </ActionIcon>
                  </Group>
                )}
              </Paper>
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
            {slots === 0 ? `The maximum of ${max} photos is reached` : `${images.length} of ${max}`}
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
