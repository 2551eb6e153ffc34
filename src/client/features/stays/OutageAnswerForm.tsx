import { Button, Checkbox, Group, Stack, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconSend } from '@tabler/icons-react';
import { z } from 'zod';
import {
  OUTAGE_ANSWER_MAX,
  OUTAGE_TEXTS,
  outageAnswerFields,
  type OutageView,
} from '../../../shared/outages';
import { trpc } from '../../trpc';
import { applyServerErrors } from '../../ui/form';
import { showError, showSuccess } from '../../ui/toasts';

type AnswerValues = z.infer<typeof outageAnswerFields>;

/** The host's answer to a guest's outage report; ticking the box confirms the outage happened. */
export function OutageAnswerForm({ outage, onAnswered }: { outage: OutageView; onAnswered?: () => void }) {
  const utils = trpc.useUtils();
  const form = useForm<AnswerValues>({
    initialValues: { answer: outage.hostAnswer ?? '', confirmed: outage.hostConfirmed },
    validate: schemaResolver(outageAnswerFields, { sync: true }),
  });
  const answer = trpc.stays.outages.answer.useMutation({
    onSuccess: async () => {
      showSuccess(OUTAGE_TEXTS.answered);
      onAnswered?.();
      // A credit changes the booking, the payout and the dashboard: everything is read again.
      await utils.invalidate();
    },
    onError: (error) => {
      if (!applyServerErrors(form, error)) showError('The answer could not be sent', error);
    },
  });
  return (
    <form noValidate onSubmit={form.onSubmit((values) => answer.mutate({ ...values, outageId: outage.id }))}>
      <Stack gap={6}>
        <Textarea
          aria-label={`Answer to ${outage.guestName}`}
          placeholder="What happened, and what you are doing about it"
          autosize
          minRows={2}
          maxLength={OUTAGE_ANSWER_MAX}
          {...form.getInputProps('answer')}
        />
        <Group justify="space-between" gap="xs">
          <Checkbox
            size="sm"
            label="I confirm this outage happened"
            aria-label={`I confirm ${outage.guestName}'s outage happened`}
            {...form.getInputProps('confirmed', { type: 'checkbox' })}
          />
          <Button
            type="submit"
            size="compact-sm"
            loading={answer.isPending}
            leftSection={<IconSend size={14} aria-hidden />}
          >
            {outage.hostAnswer === null ? 'Send answer' : 'Update answer'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
