import { Indicator, Menu, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { MenuItemLink } from '../ui/MenuItemLink';
import { AccountAvatar, AccountButton } from './AccountAvatar';
import { commonAccountLinks, navKey, navLinkProps, roleAccountLinks } from './links';
import type { AuthUser } from './useAuth';
import { UnreadMessagesBadge, useUnreadMessages } from './UnreadMessagesBadge';
import { useSignOut } from './useSignOut';

interface AccountMenuProps {
  user: AuthUser;
}

/** Desktop "My Account" menu behind the user's initial. */
export function AccountMenu({ user }: AccountMenuProps) {
  const { signOut, isPending } = useSignOut();
  const unread = useUnreadMessages();
  return (
    <Menu position="bottom-end" shadow="md" width={230}>
      <Menu.Target>
        <AccountButton>
          <Indicator color="red" size={10} offset={4} disabled={unread === 0} withBorder>
            <AccountAvatar user={user} />
          </Indicator>
        </AccountButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate="end">
            {user.fullName || user.email}
          </Text>
          <Text size="xs" c="dimmed" truncate="end">
            {user.email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Label>My Account</Menu.Label>
        {[...roleAccountLinks(user), ...commonAccountLinks].map((item) => (
          <MenuItemLink
            key={navKey(item)}
            {...navLinkProps(item)}
            rightSection={item.to === '/messages' ? <UnreadMessagesBadge /> : undefined}
          >
            {item.label}
          </MenuItemLink>
        ))}
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={signOut}
          disabled={isPending}
        >
          Sign Out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
