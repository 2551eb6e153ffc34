import { useId } from 'react';
import { Box, Button, Card, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { schemaResolver, useForm, type FormErrors } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { contactInput } from '../../../shared/auth';
import type { ContactInput } from '../../../shared/auth';
import { describeError, trpc } from '../../trpc';
import { applyServerErrors } from '../../ui/form';

type Field = keyof ContactInput;

const fields: Field[] = ['name', 'email', 'subject', 'message'];
const emptyForm: ContactInput = { name: '', email: '', subject: '', message: '', website: '' };

export function ContactForm() {
  const idPrefix = useId();
  const form = useForm({
    initialValues: emptyForm,
    validate: schemaResolver(contactInput, { sync: true }),
    // A field left with a bad value says so at once; the rest wait for Send.
    validateInputOnBlur: true,
    // Sent as the procedure will read it (trimmed).
    transformValues: (values) => contactInput.parse(values),
  });
  const contact = trpc.site.contact.useMutation();

  const fieldProps = (field: Field) => ({
    id: `${idPrefix}-${field}`,
    ...form.getInputProps(field),
    withAsterisk: true,
  });

  const focusFirstInvalid = (errors: FormErrors) => {
    const firstInvalid = fields.find((field) => errors[field] !== undefined);
    if (firstInvalid) document.getElementById(`${idPrefix}-${firstInvalid}`)?.focus();
  };

  const handleSubmit = form.onSubmit((values) => {
    if (contact.isPending) return;
    contact.mutate(values, {
      onSuccess: () => {
        notifications.show({
          color: 'green',
          title: 'Message sent',
          message: 'Thank you for reaching out. We will get back to you within one business day.',
        });
        form.reset();
      },
      onError: (error) => {
        if (applyServerErrors(form, error)) return;
        notifications.show({
          color: 'red',
          title: 'Error sending message',
          message: describeError(error).message,
        });
      },
    });
  }, focusFirstInvalid);

  return (
    <Card withBorder radius="md" padding="xl" shadow="sm">
      <form onSubmit={handleSubmit} noValidate aria-labelledby={`${idPrefix}-title`}>
        <Stack gap="md">
          <Title order={2} size="h3" id={`${idPrefix}-title`}>
            Send us a message
          </Title>
          <TextInput label="Name" autoComplete="name" {...fieldProps('name')} />
          <TextInput label="Email" type="email" autoComplete="email" {...fieldProps('email')} />
          <TextInput label="Subject" {...fieldProps('subject')} />
          <Textarea label="Message" autosize minRows={5} maxRows={12} {...fieldProps('message')} />
          {/* The honeypot: off screen, out of the tab order and hidden from assistive technology. */}
          <Box
            aria-hidden
            style={{ position: 'absolute', left: -10000, width: 1, height: 1, overflow: 'hidden' }}
          >
            <TextInput label="Website" tabIndex={-1} autoComplete="off" {...form.getInputProps('website')} />
          </Box>
          <Button type="submit" size="md" disabled={contact.isPending} style={{ alignSelf: 'flex-start' }}>
            {contact.isPending ? 'Sending...' : 'Send Message'}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
