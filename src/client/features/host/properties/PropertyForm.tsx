import { Button, Group, Loader, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm, type FormErrors } from '@mantine/form';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { propertyFormInput, type PropertyFormInput } from '../../../../shared/host';
import { ButtonLink } from '../../../ui/ButtonLink';
import { applyServerErrors } from '../../../ui/form';
import { showError } from '../../../ui/toasts';
import { BasicsSection } from './BasicsSection';
import { FormSection } from './FormSection';
import { LocationSection } from './LocationSection';
import { moveItem, removeAt } from '../../../ui/photoList';
import { firstErrorUnder, toFormValues, toInput, type PropertyFormValues } from './propertyFormValues';
import { PhotoListField } from '../../../ui/PhotoListField';
import { PHOTOS_MAX } from '../../../../shared/host';
import { StaySection } from './StaySection';
import { WorkspaceSection } from './WorkspaceSection';

const resolve = schemaResolver(propertyFormInput, { sync: true });

interface PropertyFormProps {
  initial: PropertyFormInput;
  submitLabel: string;
  pendingLabel: string;
  /** Saves the listing; a rejection is shown on the fields it names, or in an 'Error' toast. */
  onSubmit: (input: PropertyFormInput) => Promise<void>;
}

/** The Add New Property / Edit Property form (spec 001 §5), validated by the shared schema. */
export function PropertyForm({ initial, submitLabel, pendingLabel, onSubmit }: PropertyFormProps) {
  const [pending, setPending] = useState(false);
  const [uploading, setUploading] = useState(false);
  const form = useForm<PropertyFormValues, PropertyFormInput, FormErrors>({
    initialValues: toFormValues(initial),
    validate: (values) => resolve(toInput(values)),
    // Submitted as the procedure reads it (trimmed, numbers settled).
    transformValues: (values) => propertyFormInput.parse(toInput(values)),
  });
  const stay = form.values.propertyType === 'work_and_stay';

  const submit = async (input: PropertyFormInput) => {
    setPending(true);
    try {
      await onSubmit(input);
    } catch (error) {
      if (!applyServerErrors(form, error)) showError('Error', error);
    } finally {
      setPending(false);
    }
  };

  const setImages = (next: (images: string[]) => string[]) =>
    form.setFieldValue('images', next(form.getValues().images));

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(
        (input) => void submit(input),
        () =>
          requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()),
      )}
    >
      <Stack gap="lg">
        <BasicsSection form={form} />
        <LocationSection form={form} />
        <FormSection title="Photos">
          <PhotoListField
            images={form.values.images}
            max={PHOTOS_MAX}
            holder="a listing"
            error={firstErrorUnder(form.errors, 'images')}
            onAdd={(url) => setImages((images) => [...images, url])}
            onMove={(from, to) => setImages((images) => moveItem(images, from, to))}
            onRemove={(index) => setImages((images) => removeAt(images, index))}
            onBusyChange={setUploading}
          />
        </FormSection>
        <WorkspaceSection form={form} />
        {stay && <StaySection form={form} />}
        <FormSection title="House rules">
          <Textarea
            label="One rule per line"
            placeholder={'No smoking indoors\nQuiet hours after 22:00'}
            autosize
            minRows={3}
            {...form.getInputProps('houseRules')}
            error={firstErrorUnder(form.errors, 'houseRules')}
          />
        </FormSection>
        <Group justify="flex-end" gap="sm">
          {uploading && (
            <Text size="sm" c="dimmed">
              Waiting for photos to finish uploading...
            </Text>
          )}
          <ButtonLink to="/host/properties" variant="default">
            Cancel
          </ButtonLink>
          <Button
            type="submit"
            disabled={pending || uploading}
            leftSection={
              pending ? <Loader size={16} aria-hidden /> : <IconDeviceFloppy size={18} aria-hidden />
            }
          >
            {pending ? pendingLabel : submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
