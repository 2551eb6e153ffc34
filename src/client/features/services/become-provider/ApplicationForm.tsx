import {
  ActionIcon,
  Avatar,
  Button,
  Checkbox,
  FileButton,
  Group,
  Image,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconFileText, IconPhotoPlus, IconTrash, IconUpload } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import {
  categoryList,
  DEFAULT_TIME_SLOTS,
  providerApplicationInput,
  SERVICE_CATEGORIES,
  SERVICE_CURRENCIES,
  SERVICE_TEXTS,
  WEEK_DAYS,
  type ProviderApplicationInput,
  type ProviderDocumentView,
} from '../../../../shared/services';
import { trpc } from '../../../trpc';
import { applyServerErrors } from '../../../ui/form';
import { showError, showSuccess } from '../../../ui/toasts';
import { uploadFile } from '../../../ui/uploadFile';
import { uploadImage } from '../../../ui/uploadImage';

const capitalized = (s: string) => s[0]!.toUpperCase() + s.slice(1);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

async function uploadDocument(file: File): Promise<ProviderDocumentView> {
  const json = await uploadFile('/api/provider-documents', file, 'key', 'The document could not be uploaded');
  return json as unknown as ProviderDocumentView;
}

/**
 * The application of spec 001 §2 (Profile, Service Categories, Pricing, Availability, Portfolio, Verification
 * Documents), validated by the same schema as the server. Images and documents upload as they are picked.
 */
export function ApplicationForm({ initial }: { initial?: Partial<ProviderApplicationInput> }) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [uploading, setUploading] = useState(0);
  const [documents, setDocuments] = useState<ProviderDocumentView[]>([]);
  const form = useForm<ProviderApplicationInput>({
    initialValues: {
      displayName: '',
      bio: '',
      categories: [],
      startingPrice: '' as unknown as number,
      currency: 'USD',
      availability: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
      timeSlots: DEFAULT_TIME_SLOTS,
      avatarUrl: null,
      portfolio: [],
      documents: [],
      ...initial,
    },
    validate: schemaResolver(providerApplicationInput, { sync: true }),
  });
  const submit = trpc.services.submitApplication.useMutation({
    onSuccess: async (application) => {
      showSuccess(
        SERVICE_TEXTS.applicationSubmitted,
        `Your application to offer ${categoryList(application.categories)} has been submitted for review.`,
      );
      await utils.services.myProviderStatus.invalidate();
      void navigate({ to: '/dashboard' });
    },
    onError: (error) => {
      if (!applyServerErrors(form, error)) showError(SERVICE_TEXTS.applicationFailed, error);
    },
  });

  async function withUpload<T>(run: () => Promise<T>, failed: string): Promise<T | null> {
    setUploading((n) => n + 1);
    try {
      return await run();
    } catch (error) {
      showError(failed, error);
      return null;
    } finally {
      setUploading((n) => n - 1);
    }
  }

  const values = form.getValues();
  const busy = uploading > 0 || submit.isPending;

  return (
    <form onSubmit={form.onSubmit((v) => submit.mutate({ ...v, documents: documents.map((d) => d.key) }))}>
      <Stack gap="xl">
        <Section title="Profile">
          <Group>
            <Avatar src={values.avatarUrl} size={64} radius="xl" alt="" />
            <FileButton
              accept="image/png,image/jpeg,image/webp"
              onChange={(file) =>
                file &&
                void withUpload(() => uploadImage(file), 'The picture could not be uploaded').then(
                  (img) => img && form.setFieldValue('avatarUrl', img.url),
                )
              }
            >
              {(props) => (
                <Button {...props} variant="default" leftSection={<IconUpload size={16} aria-hidden />}>
                  Upload avatar
                </Button>
              )}
            </FileButton>
          </Group>
          <TextInput label="Display Name" required {...form.getInputProps('displayName')} />
          <Textarea label="Bio" autosize minRows={3} {...form.getInputProps('bio')} />
        </Section>

        <Section title="Service Categories">
          <Checkbox.Group {...form.getInputProps('categories')} aria-label="Service Categories">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
              {SERVICE_CATEGORIES.map((c) => (
                <Checkbox key={c.id} value={c.id} label={c.name} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
        </Section>

        <Section title="Pricing">
          <Group grow align="flex-start">
            <NumberInput
              label="Starting Price"
              required
              min={0}
              step={0.01}
              decimalScale={2}
              {...form.getInputProps('startingPrice')}
            />
            <Select
              label="Currency"
              data={[...SERVICE_CURRENCIES]}
              allowDeselect={false}
              {...form.getInputProps('currency')}
            />
          </Group>
        </Section>

        <Section title="Availability">
          <Checkbox.Group {...form.getInputProps('availability')} aria-label="Working days">
            <Group gap="md">
              {WEEK_DAYS.map((d) => (
                <Checkbox key={d} value={d} label={capitalized(d)} />
              ))}
            </Group>
          </Checkbox.Group>
          <TextInput
            label="Time Slots"
            description="For example 09:00-17:00, or 09:00-12:00, 14:00-18:00"
            {...form.getInputProps('timeSlots')}
          />
        </Section>

        <Section title="Portfolio">
          <Group gap="xs">
            {(values.portfolio ?? []).map((url, index) => (
              <Stack key={url} gap={2} align="center">
                <Image src={url} w={96} h={72} radius="sm" alt="Portfolio image" />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="sm"
                  aria-label={`Remove portfolio image ${index + 1}`}
                  onClick={() => form.removeListItem('portfolio', index)}
                >
                  <IconTrash size={14} aria-hidden />
                </ActionIcon>
              </Stack>
            ))}
          </Group>
          <FileButton
            multiple
            accept="image/png,image/jpeg,image/webp"
            onChange={(files) => {
              for (const file of files) {
                void withUpload(() => uploadImage(file), 'The image could not be uploaded').then(
                  (img) => img && form.insertListItem('portfolio', img.url),
                );
              }
            }}
          >
            {(props) => (
              <Button {...props} variant="default" leftSection={<IconPhotoPlus size={16} aria-hidden />}>
                Add images
              </Button>
            )}
          </FileButton>
        </Section>

        <Section title="Verification Documents">
          <Text size="sm" c="dimmed">
            PDF, JPG or PNG, up to 10 MB each. Only you and KaziStay’s team can see them.
          </Text>
          {documents.map((d) => (
            <Group key={d.key} gap="xs">
              <IconFileText size={18} aria-hidden />
              <Text size="sm">{d.fileName}</Text>
              <ActionIcon
                variant="subtle"
                color="red"
                size="sm"
                aria-label={`Remove ${d.fileName}`}
                onClick={() => setDocuments((list) => list.filter((x) => x.key !== d.key))}
              >
                <IconTrash size={14} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
          <FileButton
            multiple
            accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
            onChange={(files) => {
              for (const file of files) {
                void withUpload(() => uploadDocument(file), 'The document could not be uploaded').then(
                  (doc) => doc && setDocuments((list) => [...list, doc]),
                );
              }
            }}
          >
            {(props) => (
              <Button {...props} variant="default" leftSection={<IconUpload size={16} aria-hidden />}>
                Upload documents
              </Button>
            )}
          </FileButton>
        </Section>

        <Button type="submit" size="md" loading={busy} disabled={(values.categories ?? []).length === 0}>
          {SERVICE_TEXTS.submitApplication}
        </Button>
      </Stack>
    </form>
  );
}
