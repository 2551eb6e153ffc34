import {
  Button,
  Group,
  Input,
  Loader,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm, type FormErrors } from '@mantine/form';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import {
  CATALOG_TEXTS,
  SERVICE_PHOTOS_MAX,
  serviceInput,
  type ServiceInput,
} from '../../../../shared/service-catalog';
import { SERVICE_CATEGORIES, SERVICE_CURRENCIES } from '../../../../shared/services';
import { ButtonLink } from '../../../ui/ButtonLink';
import { applyServerErrors } from '../../../ui/form';
import { showError } from '../../../ui/toasts';
import { moveItem, removeAt } from '../../../ui/photoList';
import type { ServiceFormValues } from './serviceFormValues';
import { PhotoListField } from '../../../ui/PhotoListField';

const CATEGORY_OPTIONS = SERVICE_CATEGORIES.map((c) => ({ value: c.id, label: c.name }));
const STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'paused', label: 'Paused' },
];

interface ServiceFormProps {
  initial: ServiceFormValues;
  submitLabel?: string;
  /** Saves the service; a rejection is shown on the fields it names, or in a toast. */
  onSubmit: (input: ServiceInput) => Promise<void>;
}

/** Add New Service / Edit Service, validated by the shared schema the server uses too. */
export function ServiceForm({ initial, submitLabel = CATALOG_TEXTS.save, onSubmit }: ServiceFormProps) {
  const [pending, setPending] = useState(false);
  const [uploading, setUploading] = useState(false);
  const form = useForm<ServiceFormValues, ServiceInput, FormErrors>({
    initialValues: initial,
    validate: schemaResolver(serviceInput, { sync: true }),
    // Submitted as the procedure reads it (trimmed); only reached once the schema accepted the values.
    transformValues: (values) => serviceInput.parse(values),
  });

  const submit = async (input: ServiceInput) => {
    setPending(true);
    try {
      await onSubmit(input);
    } catch (error) {
      if (!applyServerErrors(form, error)) showError(CATALOG_TEXTS.saveFailed, error);
    } finally {
      setPending(false);
    }
  };

  const setPhotos = (next: (photos: string[]) => string[]) =>
    form.setFieldValue('photos', next(form.getValues().photos));
  const photosError = form.errors.photos;

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(
        (input) => void submit(input),
        () =>
          requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()),
      )}
    >
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <TextInput label="Title" required maxLength={120} {...form.getInputProps('title')} />
          <Textarea
            label="Description"
            required
            autosize
            minRows={4}
            maxLength={2000}
            {...form.getInputProps('description')}
          />
          <Select
            label="Category"
            placeholder="Choose a category"
            required
            data={CATEGORY_OPTIONS}
            allowDeselect={false}
            {...form.getInputProps('categoryId')}
          />
          <Group grow align="flex-start">
            <NumberInput
              label="Price"
              required
              min={0}
              step={0.01}
              decimalScale={2}
              {...form.getInputProps('price')}
            />
            <Select
              label="Currency"
              data={[...SERVICE_CURRENCIES]}
              allowDeselect={false}
              {...form.getInputProps('currency')}
            />
          </Group>
          <PhotoListField
            label="Photos"
            images={form.values.photos}
            max={SERVICE_PHOTOS_MAX}
            holder="a service"
            error={typeof photosError === 'string' ? photosError : undefined}
            onAdd={(url) => setPhotos((photos) => [...photos, url])}
            onMove={(from, to) => setPhotos((photos) => moveItem(photos, from, to))}
            onRemove={(index) => setPhotos((photos) => removeAt(photos, index))}
            onBusyChange={setUploading}
          />
          <Input.Wrapper
            label="Status"
            description="A paused service is hidden from Browse Services; its bookings go on."
          >
            <SegmentedControl
              display="flex"
              mt="xs"
              w="fit-content"
              data={STATUS_OPTIONS}
              {...form.getInputProps('status')}
            />
          </Input.Wrapper>
        </Stack>
      </Paper>
      <Group justify="flex-end" gap="sm" mt="lg">
        {uploading && (
          <Text size="sm" c="dimmed">
            Waiting for photos to finish uploading...
          </Text>
        )}
        <ButtonLink to="/provider/dashboard" variant="default">
          Cancel
        </ButtonLink>
        <Button
          type="submit"
          disabled={pending || uploading}
          leftSection={
            pending ? <Loader size={16} aria-hidden /> : <IconDeviceFloppy size={18} aria-hidden />
          }
        >
          {pending ? 'Saving...' : submitLabel}
        </Button>
      </Group>
    </form>
  );
}
