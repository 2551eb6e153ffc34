import { Button, Divider, Drawer, Stack, Text } from '@mantine/core';
import { DrawerLinks } from './DrawerLinks';
import { ButtonLink } from '../ui/ButtonLink';
import {
  commonAccountLinks,
  contentAccountLinks,
  contentMobileLinks,
  mobileResourceLinks,
  navLinkProps,
  primaryLinks,
  roleAccountLinks,
  signUpLink,
  type NavItem,
} from './links';
import { Logo } from './Logo';
import { useAuth, type AuthUser } from './useAuth';
import { useSignOut } from './useSignOut';

interface MenuSetup {
  position: 'left' | 'right';
  links: readonly NavItem[];
  accountTitle: (user: AuthUser) => string;
  accountLinks: (user: AuthUser) => readonly NavItem[];
}

/** The main header's mobile menu and the second header variant's slide-in menu. */
const setups: Record<'main' | 'content', MenuSetup> = {
  main: {
    position: 'left',
    links: [...primaryLinks, ...mobileResourceLinks],
    accountTitle: () => 'Your Account',
    accountLinks: (user) => [...roleAccountLinks(user), ...commonAccountLinks],
  },
  content: {
    position: 'right',
    links: contentMobileLinks,
    accountTitle: (user) => user.fullName || user.email,
    accountLinks: () => contentAccountLinks,
  },
};

interface MobileMenuProps {
  variant: keyof typeof setups;
  opened: boolean;
  onClose: () => void;
}

/** The menu below 768 px: the variant's links, then the account links and Sign Out, or Sign In / Sign Up. */
export function MobileMenu({ variant, opened, onClose }: MobileMenuProps) {
  const setup = setups[variant];
  const { user } = useAuth();
  const { signOut, isPending } = useSignOut();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position={setup.position}
      size="min(320px, 100%)"
      padding="md"
      title={<Logo onClick={onClose} />}
      closeButtonProps={{ 'aria-label': 'Close menu' }}
    >
      <Stack gap={4} component="nav" aria-label="Mobile">
        <DrawerLinks items={setup.links} onNavigate={onClose} />
        <Divider my="sm" />
        {user ? (
          <>
            <Text size="sm" fw={700} c="dimmed" px="sm">
              {setup.accountTitle(user)}
            </Text>
            <DrawerLinks items={setup.accountLinks(user)} onNavigate={onClose} />
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
            <ButtonLink to="/auth" variant="default" onClick={onClose}>
              Sign In
            </ButtonLink>
            <ButtonLink {...navLinkProps(signUpLink)} onClick={onClose}>
              Sign Up
            </ButtonLink>
          </>
        )}
      </Stack>
    </Drawer>
  );
}
