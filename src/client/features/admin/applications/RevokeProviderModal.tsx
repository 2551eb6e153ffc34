import { revokeProviderInput, type ProviderApplicationView } from '../../../../shared/services';
import { trpc } from '../../../trpc';
import { ReasonModal } from '../../../ui/ReasonModal';

interface RevokeProviderModalProps {
  application: ProviderApplicationView;
  opened: boolean;
  onClose: () => void;
}

/** Takes an approved provider's verification back, with the reason they will read (required). */
export function RevokeProviderModal({ application, opened, onClose }: RevokeProviderModalProps) {
  const utils = trpc.useUtils();
  const revoke = trpc.admin.revokeProvider.useMutation();
  return (
    <ReasonModal
      opened={opened}
      onClose={onClose}
      title={`Revoke "${application.displayName}"?`}
      intro={`${application.accountName} will no longer be a provider: their services are paused and taken out of the marketplace, and they will see your reason. Bookings already made stay as they are.`}
      schema={revokeProviderInput}
      initialValues={{ applicationId: application.id, reason: '' }}
      field="reason"
      label="Reason for the provider"
      required
      maxLength={1000}
      confirm="Revoke"
      send={revoke.mutateAsync}
      pending={revoke.isPending}
      succeeded="Provider revoked"
      failed="Failed to revoke the provider"
      onSettled={() => utils.admin.invalidate()}
    />
  );
}
