import { Button, Divider, Drawer, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { linkRoot } from './linkRoot';
import { DrawerLinks } from './DrawerLinks';
import { commonAccountLinks, mobileResourceLinks, primaryLinks, roleAccountLinks, signUpLink } from './links';
import { Logo } from './Logo';
import { useAuth } from './useAuth';
import { useSignOut } from './useSignOut';

interface MainMobileDrawerProps {
  opened: boolean;
  onClose: () => void;
}

/** The main header's menu below 768 px (spec 000 §2, Mobile menu). */
export function MainMobileDrawer({ opened, onClose }: MainMobileDrawerProps) {
  const { user } = useAuth();
  const { signOut, isPending } = useSignOut();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      size="min(320px, 100%)"
      padding="md"
      title={<Logo onClick={onClose} />}
      closeButtonProps={{ 'aria-label': 'Close menu' }}
    >
      <Stack gap={4} component="nav" aria-label="Mobile">
        <DrawerLinks items={[...primaryLinks, ...mobileResourceLinks]} onNavigate={onClose} />
        <Divider my="sm" />
        {user ? (
          <>
            <Text size="sm" fw={700} c="dimmed" px="sm">
              Your Account
            </Text>
            <DrawerLinks
              items={[...roleAccountLinks(user.role), ...commonAccountLinks]}
              onNavigate={onClose}
            />
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
