import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Button, Card, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { contactInput } from '../../../shared/auth';
import type { ContactInput } from '../../../shared/auth';
import { describeError, trpc } from '../../trpc';

type Field = keyof ContactInput;
type FieldErrors = Partial<Record<Field, string>>;

const fields: Field[] = ['name', 'email', 'subject', 'message'];
const emptyForm: ContactInput = { name: '', email: '', subject: '', message: '' };

function validate(
  values: ContactInput,
): { data: ContactInput; errors: null } | { data: null; errors: FieldErrors } {
  const result = contactInput.safeParse(values);
  if (result.success) return { data: result.data, errors: null };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = fields.find((field) => field === issue.path[0]);
    if (key && errors[key] === undefined) errors[key] = issue.message;
  }
  return { data: null, errors };
}

export function ContactForm() {
  const idPrefix = useId();
  const [values, setValues] = useState<ContactInput>(emptyForm);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const contact = trpc.site.contact.useMutation();

  const errors = validate(values).errors ?? {};
  const visibleError = (field: Field) => (submitted || touched[field] ? errors[field] : undefined);
  const fieldProps = (field: Field) => ({
    id: `${idPrefix}-${field}`,
    value: values[field],
    error: visibleError(field),
    onChange: (event: { currentTarget: { value: string } }) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [field]: value }));
    },
    onBlur: () => setTouched((current) => ({ ...current, [field]: true })),
    withAsterisk: true,
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (contact.isPending) return;
    setSubmitted(true);
    const result = validate(values);
    if (!result.data) {
      const firstInvalid = fields.find((field) => result.errors[field] !== undefined);
      if (firstInvalid) document.getElementById(`${idPrefix}-${firstInvalid}`)?.focus();
      return;
    }
    contact.mutate(result.data, {
      onSuccess: () => {
        notifications.show({
          color: 'green',
          title: 'Message sent',
          message: 'Thank you for reaching out. We will get back to you within one business day.',
        });
        setValues(emptyForm);
        setTouched({});
        setSubmitted(false);
      },
      onError: (error) => {
        notifications.show({
          color: 'red',
          title: 'Error sending message',
          message: describeError(error).message,
        });
      },
    });
  };

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
          <Button type="submit" size="md" disabled={contact.isPending} style={{ alignSelf: 'flex-start' }}>
            {contact.isPending ? 'Sending...' : 'Send Message'}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
