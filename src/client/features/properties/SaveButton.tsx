import { ActionIcon } from '@mantine/core';
import { useState } from 'react';
import { useAuth } from '../../layout/useAuth';
import { AuthRequiredDialog } from './AuthRequiredDialog';
import { useToggleSaved } from './useToggleSaved';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';

interface SaveButtonProps {
  propertyId: string;
  saved: boolean;
  className?: string;
}

/** The card's heart: saves or unsaves for a signed-in user; asks a visitor to sign in. */
export function SaveButton({ propertyId, saved, className }: SaveButtonProps) {
  const { user, isLoading } = useAuth();
  const { toggle, isPending, pendingState } = useToggleSaved();
  const [promptOpen, setPromptOpen] = useState(false);
  // While a call is under way the heart shows what was asked for, even where the card's data is not cached.
  const shown = pendingState ?? saved;

  const onClick = () => {
    if (isLoading || isPending) return;
    if (!user) {
      setPromptOpen(true);
      return;
    }
    toggle(propertyId, !shown);
  };

  return (
    <>
      <ActionIcon
        className={className}
        onClick={onClick}
        variant="white"
        color={shown ? 'red' : 'gray'}
        radius="xl"
        size="lg"
        aria-label={shown ? 'Remove from saved' : 'Save property'}
        aria-pressed={shown}
        style={{ boxShadow: 'var(--mantine-shadow-sm)' }}
      >
        {shown ? (
          <IconHeartFilled size={20} color="var(--mantine-color-red-6)" aria-hidden />
        ) : (
          <IconHeart size={20} color="var(--mantine-color-gray-7)" aria-hidden />
        )}
      </ActionIcon>
      <AuthRequiredDialog
        opened={promptOpen}
        onClose={() => setPromptOpen(false)}
        message="Please sign in to save properties."
      />
    </>
  );
}
