import { Button } from '@mantine/core';
import { useState } from 'react';
import { MODERATION_TEXTS, type AdminListingRow } from '../../../../shared/moderation';
import { trpc } from '../../../trpc';
import { showError, showSuccess } from '../../../ui/toasts';
import { SuspendListingModal } from './SuspendListingModal';

/** Suspend (with a reason, in a modal) or Restore. */
export function ListingActions({ listing }: { listing: AdminListingRow }) {
  const utils = trpc.useUtils();
  const [suspending, setSuspending] = useState(false);
  const restore = trpc.admin.restoreListing.useMutation({
    onSuccess: () => showSuccess(MODERATION_TEXTS.restored),
    onError: (error) => showError(MODERATION_TEXTS.restoreFailed, error),
    onSettled: () => utils.admin.invalidate(),
  });

  if (listing.status === 'suspended') {
    return (
      <Button
        size="compact-sm"
        color="green"
        loading={restore.isPending}
        onClick={() => restore.mutate({ propertyId: listing.id })}
        aria-label={`Restore ${listing.title}`}
      >
        Restore
      </Button>
    );
  }
  return (
    <>
      <Button
        size="compact-sm"
        variant="light"
        color="red"
        onClick={() => setSuspending(true)}
        aria-label={`Suspend ${listing.title}`}
      >
        Suspend
      </Button>
      <SuspendListingModal listing={listing} opened={suspending} onClose={() => setSuspending(false)} />
    </>
  );
}
