import { Button, Divider, Drawer, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { linkRoot } from './linkRoot';
import { DrawerLinks } from './DrawerLinks';
import { contentAccountLinks, contentMobileLinks, signUpLink } from './links';
import { Logo } from './Logo';
import { useAuth } from './useAuth';
import { useSignOut } from './useSignOut';

interface ContentMobileMenuProps {
  opened: boolean;
  onClose: () => void;
}

/** The content header's slide-in menu (spec 000 §2, second header variant). */
export function ContentMobileMenu({ opened, onClose }: ContentMobileMenuProps) {
  const { user } = useAuth();
  const { signOut, isPending } = useSignOut();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="min(320px, 100%)"
      padding="md"
      title={<Logo onClick={onClose} />}
      closeButtonProps={{ 'aria-label': 'Close menu' }}
    >
      <Stack gap={4} component="nav" aria-label="Mobile">
        <DrawerLinks items={contentMobileLinks} onNavigate={onClose} />
        <Divider my="sm" />
        {user ? (
          <>
            <Text size="sm" fw={700} c="dimmed" px="sm">
              {user.fullName || user.email}
            </Text>
            <DrawerLinks items={contentAccountLinks} onNavigate={onClose} />
            <Button
              mt="sm"
              variant="light"
              color="red"
              loading={isPending}
              onClick={() => {
                onClose();
                signOut();
              }}
            >
              Sign Out
            </Button>
          </>
        ) : (
          <>
            <Button component={Link} to="/auth" variant="default" onClick={onClose}>
              Sign In
            </Button>
            <Button renderRoot={linkRoot(signUpLink)} onClick={onClose}>
              Sign Up
            </Button>
          </>
        )}
      </Stack>
    </Drawer>
  );
}
