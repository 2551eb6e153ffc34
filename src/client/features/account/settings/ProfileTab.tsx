import { Avatar, Button, FileButton, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ACCOUNT_TEXTS, BIO_MAX, profileInput } from '../../../../shared/account';
import type { AuthUser } from '../../../layout/useAuth';
import { trpc } from '../../../trpc';
import { EmailPreferences } from './EmailPreferences';
import { showError, showSuccess } from '../../../ui/toasts';
import { uploadAvatar } from './uploadAvatar';

type Profile = { fullName: string; username: string; bio: string; avatarUrl: string | null; email: string };

/** Name, username, bio and picture (all stored), the read-only email, and email preferences. */
export function ProfileTab({ user, profile }: { user: AuthUser; profile: Profile }) {
  const utils = trpc.useUtils();
  const [fields, setFields] = useState({
    fullName: profile.fullName,
    username: profile.username,
    bio: profile.bio,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [preview, setPreview] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const save = trpc.account.updateProfile.useMutation({
    onSuccess: (saved) => {
      utils.account.profile.setData(undefined, saved);
      utils.auth.me.setData(undefined, { user: { ...user, fullName: saved.fullName } });
      showSuccess(ACCOUNT_TEXTS.profileUpdated);
    },
    onError: (error) => showError(ACCOUNT_TEXTS.profileError, error),
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

  function submit() {
    const parsed = profileInput.safeParse(fields);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  }

  return (
    <Stack gap="md">
      <Group gap="lg">
        <Avatar
          src={preview ?? profile.avatarUrl}
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
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <TextInput
            label="Full name"
            value={fields.fullName}
            error={errors.fullName}
            onChange={(e) => setFields({ ...fields, fullName: e.currentTarget.value })}
          />
          <TextInput
            label="Username"
            value={fields.username}
            error={errors.username}
            description="Letters, digits, dots, underscores and hyphens"
            onChange={(e) => setFields({ ...fields, username: e.currentTarget.value })}
          />
          <Textarea
            label="Bio"
            autosize
            minRows={3}
            maxLength={BIO_MAX}
            value={fields.bio}
            error={errors.bio}
            description={`${fields.bio.length}/${BIO_MAX}`}
            onChange={(e) => setFields({ ...fields, bio: e.currentTarget.value })}
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
