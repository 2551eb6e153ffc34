import { Avatar, UnstyledButton } from '@mantine/core';
import type { ComponentProps } from 'react';
import type { AuthUser } from './useAuth';

export function userInitial(user: AuthUser): string {
  return (user.fullName.trim() || user.email).charAt(0).toUpperCase();
}

/** The signed-in person's photo (or initial) in the header: the account menu's target. */
export function AccountAvatar({ user }: { user: AuthUser }) {
  return (
    <Avatar src={user.avatarUrl} alt="" color="kazi" radius="xl" size={36}>
      {userInitial(user)}
    </Avatar>
  );
}

/** The round 'My Account' button around it: the menu's target, and what shows while the menu's code arrives. */
export function AccountButton(props: ComponentProps<'button'>) {
  return (
    <UnstyledButton aria-label="My Account" {...props} style={{ borderRadius: '50%', ...props.style }} />
  );
}
