import { Avatar, Button, FileButton, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { ACCOUNT_TEXTS, BIO_MAX, profileInput } from '../../../../shared/account';
import type { AuthUser } from '../../../layout/useAuth';
import { trpc } from '../../../trpc';
import { EmailPreferences } from './EmailPreferences';
import { applyServerErrors } from '../../../ui/form';
import { showError, showSuccess } from '../../../ui/toasts';
import { uploadAvatar } from './uploadAvatar';

type Profile = { fullName: string; username: string; bio: string; avatarUrl: string | null; email: string };

/** Name, username, bio and picture (all stored), the read-only email, and email preferences. */
export function ProfileTab({ user, profile }: { user: AuthUser; profile: Profile }) {
  const utils = trpc.useUtils();
  const form = useForm({
    initialValues: { fullName: profile.fullName, username: profile.username, bio: profile.bio },
    validate: schemaResolver(profileInput, { sync: true }),
    // Submitted as the procedure will read it (trimmed).
    transformValues: (values) => profileInput.parse(values),
  });
  const [preview, setPreview] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const save = trpc.account.updateProfile.useMutation({
    onSuccess: (saved) => {
      utils.account.profile.setData(undefined, saved);
      utils.auth.me.setData(undefined, { user: { ...user, fullName: saved.fullName } });
      showSuccess(ACCOUNT_TEXTS.profileUpdated);
    },
    onError: (error) => {
      if (!applyServerErrors(form, error)) showError(ACCOUNT_TEXTS.profileError, error);
    },
  });

  async function pick(file: File | null) {
    if (!file) return;
    setPreview(URL.createObjectURL(file));
    setUploading(true);
    try {
      const avatarUrl = await uploadAvatar(file);
      // The header's picture changes at once.
      utils.auth.me.setData(undefined, { user: { ...user, avatarUrl } });
      utils.account.profile.setData(undefined, { ...profile, avatarUrl });
      showSuccess(ACCOUNT_TEXTS.profileUpdated, 'Your new picture is saved');
    } catch (error) {
      showError(ACCOUNT_TEXTS.avatarError, error);
    } finally {
      setPreview(null);
      setUploading(false);
    }
  }

  return (
    <Stack gap="md">
      <Group gap="lg">
        <Avatar
          src={preview ?? profile.avatarUrl}
          alt={profile.fullName}
          name={profile.fullName}
          color="initials"
          size={96}
          radius="50%"
        />
        <Stack gap={4}>
          <FileButton onChange={(file) => void pick(file)} accept="image/png,image/jpeg,image/webp,image/gif">
            {(props) => (
              <Button {...props} variant="default" loading={uploading}>
                Change avatar
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            JPG, PNG, WebP or GIF. Max size 5MB.
          </Text>
        </Stack>
      </Group>
      <form onSubmit={form.onSubmit((values) => save.mutate(values))}>
        <Stack gap="md">
          <TextInput label="Full name" {...form.getInputProps('fullName')} />
          <TextInput
            label="Username"
            {...form.getInputProps('username')}
            description="Letters, digits, dots, underscores and hyphens"
          />
          <Textarea
            label="Bio"
            autosize
            minRows={3}
            maxLength={BIO_MAX}
            {...form.getInputProps('bio')}
            description={`${form.values.bio.length}/${BIO_MAX}`}
          />
          <TextInput
            label="Email"
            value={profile.email}
            readOnly
            disabled
            description={ACCOUNT_TEXTS.emailHint}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              Save Changes
            </Button>
          </Group>
        </Stack>
      </form>
      <EmailPreferences />
    </Stack>
  );
}
