import {
  ActionIcon,
  Anchor,
  Button,
  CopyButton,
  Group,
  Loader,
  Modal,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { ICAL_TEXTS } from '../../../../../shared/ical';
import { describeError, trpc } from '../../../../trpc';
import { showError, showSuccess } from '../../../../ui/toasts';

/** The listing's private feed link, copyable, and a way to replace it (revoking the old one). */
export function IcalExport({ propertyId }: { propertyId: string }) {
  const utils = trpc.useUtils();
  const [confirming, setConfirming] = useState(false);
  const link = trpc.host.ical.exportUrl.useQuery({ propertyId });
  const regenerate = trpc.host.ical.regenerate.useMutation({
    onSuccess: async (data) => {
      utils.host.ical.exportUrl.setData({ propertyId }, data);
      setConfirming(false);
      showSuccess(ICAL_TEXTS.linkRegenerated);
      await utils.host.invalidate();
    },
    onError: (error) => showError('Error', error),
  });

  if (link.isPending) return <Loader size="sm" aria-label="Loading the calendar link" />;
  if (link.isError)
    return (
      <Text size="sm" c="red">
        {describeError(link.error).message}
      </Text>
    );

  const close = () => {
    if (!regenerate.isPending) setConfirming(false);
  };

  return (
    <>
      <TextInput
        label="Calendar link"
        readOnly
        value={link.data.url}
        onFocus={(e) => e.currentTarget.select()}
        styles={{ input: { fontFamily: 'monospace', textOverflow: 'ellipsis' } }}
        rightSection={
          <CopyButton value={link.data.url} timeout={2000}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? 'Copied' : 'Copy link'} withArrow>
                <ActionIcon
                  variant="subtle"
                  color={copied ? 'teal' : 'gray'}
                  onClick={copy}
                  aria-label={copied ? 'Copied' : 'Copy link'}
                >
                  {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        }
      />
      <Anchor component="button" type="button" size="sm" onClick={() => setConfirming(true)} w="fit-content">
        Regenerate link
      </Anchor>
      <Modal opened={confirming} onClose={close} title="Regenerate the calendar link?" centered radius="md">
        <Text size="sm">{ICAL_TEXTS.regenerateConfirm}</Text>
        <Group justify="flex-end" gap="sm" mt="lg">
          <Button variant="default" onClick={close} disabled={regenerate.isPending}>
            Cancel
          </Button>
          <Button
            color="red"
            loading={regenerate.isPending}
            onClick={() => regenerate.mutate({ propertyId })}
          >
            Regenerate
          </Button>
        </Group>
      </Modal>
    </>
  );
}
