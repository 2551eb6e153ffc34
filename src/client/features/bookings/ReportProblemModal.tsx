import {
  ActionIcon,
  Button,
  FileButton,
  Group,
  Image,
  Modal,
  Select,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconPhotoPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import {
  DISPUTE_CATEGORIES,
  DISPUTE_CATEGORY_LABELS,
  DISPUTE_DESCRIPTION_MAX,
  DISPUTE_PHOTOS_MAX,
  DISPUTE_TEXTS,
  openDisputeInput,
  type DisputeCategory,
  type OpenDisputeInput,
} from '../../../shared/disputes';
import { trpc } from '../../trpc';
import { applyServerErrors } from '../../ui/form';
import { showError, showSuccess } from '../../ui/toasts';
import { uploadImage } from '../../ui/uploadImage';

const categoryOptions = DISPUTE_CATEGORIES.map((c) => ({ value: c, label: DISPUTE_CATEGORY_LABELS[c] }));

/**
 * 'Report a problem' on a stay: what went wrong, what happened and, if the guest has them, photos (uploaded as
 * they are picked). KaziStay's team reviews it; the host hears of it from them.
 */
export function ReportProblemModal({
  bookingId,
  opened,
  onClose,
}: {
  bookingId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const utils = trpc.useUtils();
  const [uploading, setUploading] = useState(0);
  const form = useForm<OpenDisputeInput>({
    initialValues: { bookingId, category: '' as DisputeCategory, description: '', photos: [] },
    validate: schemaResolver(openDisputeInput, { sync: true }),
  });
  const report = trpc.disputes.open.useMutation({
    onSuccess: async () => {
      showSuccess(DISPUTE_TEXTS.sent, DISPUTE_TEXTS.sentBody);
      onClose();
      form.reset();
      await utils.disputes.mine.invalidate();
    },
    onError: (error) => {
      if (!applyServerErrors(form, error)) showError(DISPUTE_TEXTS.sendFailed, error);
    },
  });
  const photos = form.values.photos ?? [];

  async function addPhotos(files: File[]) {
    const room = DISPUTE_PHOTOS_MAX - photos.length;
    for (const file of files.slice(0, room)) {
      setUploading((n) => n + 1);
      try {
        const { url } = await uploadImage(file);
        form.insertListItem('photos', url);
      } catch (error) {
        showError('The photo could not be uploaded', error);
      } finally {
        setUploading((n) => n - 1);
      }
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title={DISPUTE_TEXTS.dialogTitle} centered size="lg">
      <form onSubmit={form.onSubmit((values) => report.mutate(values))} noValidate>
        <Stack gap="md">
          <Select
            label="What went wrong?"
            placeholder="Choose one"
            withAsterisk
            data={categoryOptions}
            allowDeselect={false}
            {...form.getInputProps('category')}
          />
          <Textarea
            label="What happened"
            description="When it started, how long it lasted, what you or the host tried"
            withAsterisk
            autosize
            minRows={4}
            maxLength={DISPUTE_DESCRIPTION_MAX}
            {...form.getInputProps('description')}
          />
          <div>
            <Text size="sm" fw={500}>
              Photos (optional)
            </Text>
            <Text size="xs" c="dimmed" mb={6}>
              Up to {DISPUTE_PHOTOS_MAX}: a speed test, the router lights, what was not as described.
            </Text>
            <Group gap="xs">
              {photos.map((url, i) => (
                <div key={url} style={{ position: 'relative' }}>
                  <Image src={url} alt={`Photo ${i + 1}`} w={72} h={72} radius="sm" fit="cover" />
                  <ActionIcon
                    size="sm"
                    color="dark"
                    variant="filled"
                    radius="xl"
                    style={{ position: 'absolute', top: 2, right: 2 }}
                    aria-label={`Remove photo ${i + 1}`}
                    onClick={() => form.removeListItem('photos', i)}
                  >
                    <IconX size={12} aria-hidden />
                  </ActionIcon>
                </div>
              ))}
              {photos.length < DISPUTE_PHOTOS_MAX && (
                <FileButton onChange={(files) => void addPhotos(files)} accept="image/*" multiple>
                  {(props) => (
                    <Button
                      {...props}
                      variant="default"
                      h={72}
                      loading={uploading > 0}
                      leftSection={<IconPhotoPlus size={18} aria-hidden />}
                    >
                      Add photos
                    </Button>
                  )}
                </FileButton>
              )}
            </Group>
            {form.errors.photos ? (
              <Text size="xs" c="red.8" mt={4}>
                {form.errors.photos}
              </Text>
            ) : null}
          </div>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={report.isPending} disabled={uploading > 0}>
              Send report
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
