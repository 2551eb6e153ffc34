import { Button } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { useState } from 'react';
import { MODERATION_TEXTS } from '../../../../shared/moderation';
import { useAuth } from '../../../layout/useAuth';
import { AuthRequiredDialog } from '../AuthRequiredDialog';
import { ReportListingModal } from './ReportListingModal';

interface ReportListingButtonProps {
  propertyId: string;
  hostId: string;
}

/**
 * 'Report this listing': a signed-in visitor picks a reason and says what is wrong; admins see it at once (an
 * alert). A signed-out visitor is asked to sign in; the listing's own host does not see the button.
 */
export function ReportListingButton({ propertyId, hostId }: ReportListingButtonProps) {
  const { user, isLoading } = useAuth();
  const [opened, setOpened] = useState(false);
  const [promptOpen, setPromptOpen] = useState(false);
  if (user?.id === hostId) return null;

  return (
    <>
      <Button
        variant="subtle"
        color="gray"
        size="compact-sm"
        leftSection={<IconFlag size={16} aria-hidden />}
        style={{ alignSelf: 'flex-start' }}
        disabled={isLoading}
        onClick={() => (user ? setOpened(true) : setPromptOpen(true))}
      >
        {MODERATION_TEXTS.reportListing}
      </Button>
      {user && (
        <ReportListingModal propertyId={propertyId} opened={opened} onClose={() => setOpened(false)} />
      )}
      <AuthRequiredDialog
        opened={promptOpen}
        onClose={() => setPromptOpen(false)}
        message="Please sign in to report a listing."
      />
    </>
  );
}
