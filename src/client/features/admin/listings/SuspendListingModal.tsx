import {
  MODERATION_TEXTS,
  SUSPENSION_REASON_MAX,
  suspendListingInput,
  type AdminListingRow,
} from '../../../../shared/moderation';
import { trpc } from '../../../trpc';
import { ReasonModal } from '../../../ui/ReasonModal';

interface SuspendListingModalProps {
  listing: AdminListingRow;
  opened: boolean;
  onClose: () => void;
}

/** Suspends a listing with the reason its host will read (required). */
export function SuspendListingModal({ listing, opened, onClose }: SuspendListingModalProps) {
  const utils = trpc.useUtils();
  const suspend = trpc.admin.suspendListing.useMutation();
  return (
    <ReasonModal
      opened={opened}
      onClose={onClose}
      title={`Suspend "${listing.title}"?`}
      intro={`It leaves search at once and cannot be booked; its page says it is unavailable. Its open reports are closed. ${listing.host.name} receives a message with your reason.`}
      schema={suspendListingInput}
      initialValues={{ propertyId: listing.id, reason: '' }}
      field="reason"
      label="Reason for the host"
      required
      maxLength={SUSPENSION_REASON_MAX}
      confirm="Suspend"
      send={suspend.mutateAsync}
      pending={suspend.isPending}
      succeeded={MODERATION_TEXTS.suspended}
      failed={MODERATION_TEXTS.suspendFailed}
      onSettled={() => utils.admin.invalidate()}
    />
  );
}
