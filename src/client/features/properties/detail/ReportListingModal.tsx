import { Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  LISTING_REPORT_REASON_LABELS,
  LISTING_REPORT_REASONS,
  MODERATION_TEXTS,
  REPORT_DETAILS_MAX,
  reportListingInput,
  type ReportListingInput,
} from '../../../../shared/moderation';
import { trpc } from '../../../trpc';
import { applyServerErrors } from '../../../ui/form';
import { showError, showSuccess } from '../../../ui/toasts';

const reasonOptions = LISTING_REPORT_REASONS.map((r) => ({
  value: r,
  label: LISTING_REPORT_REASON_LABELS[r],
}));

interface ReportListingModalProps {
  propertyId: string;
  opened: boolean;
  onClose: () => void;
}

/** The report form: a reason from the list and the details, checked by the shared schema on both sides. */
export function ReportListingModal({ propertyId, opened, onClose }: ReportListingModalProps) {
  const form = useForm<ReportListingInput>({
    // No reason is chosen at first: the schema asks for one.
    initialValues: { propertyId, reason: '' as ReportListingInput['reason'], details: '' },
    validate: schemaResolver(reportListingInput, { sync: true }),
    // What is sent is what the schema makes of the values (trimmed), as the server will read it.
    transformValues: (values) => reportListingInput.parse(values),
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const report = trpc.properties.report.useMutation({
    onSuccess: () => {
      showSuccess(MODERATION_TEXTS.reportSent, MODERATION_TEXTS.reportSentBody);
      close();
    },
    onError: (error) => {
      if (!applyServerErrors(form, error)) showError(MODERATION_TEXTS.reportFailed, error);
    },
  });

  return (
    <Modal opened={opened} onClose={close} title={MODERATION_TEXTS.reportListing} centered>
      <form onSubmit={form.onSubmit((values) => report.mutate(values))} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Tell our team what is wrong with this listing. The host is not told who reported it.
          </Text>
          <Radio.Group label="Reason" required {...form.getInputProps('reason')}>
            <Stack gap={8} mt={6}>
              {reasonOptions.map((o) => (
                <Radio key={o.value} value={o.value} label={o.label} />
              ))}
            </Stack>
          </Radio.Group>
          <Textarea
            label="Details"
            required
            autosize
            minRows={3}
            maxLength={REPORT_DETAILS_MAX}
            {...form.getInputProps('details')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={report.isPending}>
              Send report
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
