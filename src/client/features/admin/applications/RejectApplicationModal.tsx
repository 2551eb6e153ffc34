import { rejectApplicationInput, type ProviderApplicationView } from '../../../../shared/services';
import { trpc } from '../../../trpc';
import { ReasonModal } from '../../../ui/ReasonModal';

interface RejectApplicationModalProps {
  application: ProviderApplicationView;
  opened: boolean;
  onClose: () => void;
}

/** Rejects a provider application with the reason the applicant will read (required). */
export function RejectApplicationModal({ application, opened, onClose }: RejectApplicationModalProps) {
  const utils = trpc.useUtils();
  const reject = trpc.admin.rejectApplication.useMutation();
  return (
    <ReasonModal
      opened={opened}
      onClose={onClose}
      title={`Reject "${application.displayName}"?`}
      intro={`${application.accountName} will not be able to offer services and will see your reason.`}
      schema={rejectApplicationInput}
      initialValues={{ applicationId: application.id, reason: '' }}
      field="reason"
      label="Reason for the applicant"
      required
      maxLength={1000}
      confirm="Reject"
      send={reject.mutateAsync}
      pending={reject.isPending}
      succeeded="Application rejected"
      failed="Failed to review the application"
      onSettled={() => utils.admin.invalidate()}
    />
  );
}
