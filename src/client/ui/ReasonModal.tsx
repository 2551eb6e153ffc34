import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { applyServerErrors } from './form';
import { showError, showSuccess } from './toasts';

type Values = Record<string, unknown>;

interface ReasonModalProps<S extends z.ZodType<Values, Values>> {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** What will happen, above the text box. */
  intro: ReactNode;
  /** The shared schema the procedure validates with; the form validates with it too. */
  schema: S;
  initialValues: z.input<S>;
  /** The text box's field in the schema ('reason', 'message'). */
  field: keyof z.input<S> & string;
  label: string;
  required?: boolean;
  maxLength: number;
  confirm: string;
  cancel?: string;
  /** The mutation: sent what the schema makes of the values (trimmed), as the server will read it. */
  send: (values: z.output<S>) => Promise<unknown>;
  pending: boolean;
  succeeded: string;
  failed: string;
  /** After either answer (the item may have changed meanwhile): what to read again. */
  onSettled?: () => unknown;
}

/**
 * A confirmation that needs a few words for the other person (suspend a listing, reject an application, decline
 * or cancel a booking): the text box is validated by the procedure's own schema, and a refusal from the server
 * lands on it.
 */
export function ReasonModal<S extends z.ZodType<Values, Values>>(props: ReasonModalProps<S>) {
  const form = useForm<z.input<S>>({
    initialValues: props.initialValues,
    validate: schemaResolver(props.schema, { sync: true }),
  });
  const close = () => {
    form.reset();
    props.onClose();
  };
  const submit = form.onSubmit(async (values) => {
    try {
      await props.send(props.schema.parse(values));
      showSuccess(props.succeeded);
      close();
    } catch (error) {
      if (!applyServerErrors(form, error)) showError(props.failed, error);
    } finally {
      await props.onSettled?.();
    }
  });

  return (
    <Modal opened={props.opened} onClose={close} title={props.title} centered radius="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {typeof props.intro === 'string' ? <Text size="sm">{props.intro}</Text> : props.intro}
          <Textarea
            label={props.label}
            required={props.required}
            autosize
            minRows={3}
            maxLength={props.maxLength}
            data-autofocus
            {...form.getInputProps(props.field)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={props.pending}>
              {props.cancel ?? 'Cancel'}
            </Button>
            <Button type="submit" color="red" loading={props.pending}>
              {props.confirm}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
