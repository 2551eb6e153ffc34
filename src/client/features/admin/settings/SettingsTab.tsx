import {
  Button,
  Card,
  Center,
  Group,
  Loader,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { formatAdminDateTime } from '../../../../shared/admin';
import {
  basisPointsToPercent,
  HOST_FEE_MAX_PERCENT,
  PROVIDER_COMMISSION_MAX_PERCENT,
  NOTICE_MAX,
  KES_RATE_MAX,
  settingsInput,
  SETTINGS_TEXTS,
  type PlatformSettings,
  type SettingsInput,
} from '../../../../shared/fees';
import { trpc } from '../../../trpc';
import { applyServerErrors } from '../../../ui/form';
import { LoadFailed } from '../../../ui/LoadFailed';
import { MoneyInput } from '../../../ui/MoneyInput';
import { showError, showSuccess } from '../../../ui/toasts';

/** The exchange rates a price converts to shillings at, one input each. */
const KES_RATE_FIELDS = [
  {
    field: 'kesPerUsd',
    label: 'Kenyan shillings per US dollar',
    description: 'Payments in KES (Paystack) convert prices at it',
  },
  {
    field: 'kesPerEur',
    label: 'Kenyan shillings per euro',
    description: 'Services priced in EUR convert at it when paid in KES (Paystack)',
  },
  {
    field: 'kesPerGbp',
    label: 'Kenyan shillings per pound',
    description: 'Services priced in GBP convert at it when paid in KES (Paystack)',
  },
] as const;

/** 'Admin Settings' (spec 001 §2 Settings tab): stored, audited, and read by the next quote at once. */
export function SettingsTab() {
  const settings = trpc.admin.settings.useQuery();
  if (settings.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading settings" />
      </Center>
    );
  }
  if (!settings.data) {
    return <LoadFailed title={SETTINGS_TEXTS.loadFailed} query={settings} />;
  }
  return <SettingsForm settings={settings.data} />;
}

function valuesOf(s: PlatformSettings): SettingsInput {
  return {
    serviceFeeCents: s.serviceFeeCents,
    cleaningFeeCents: s.cleaningFeeCents,
    hostFeePercent: basisPointsToPercent(s.hostFeeBasisPoints),
    payoutDelayHours: s.payoutDelayHours,
    providerCommissionPercent: basisPointsToPercent(s.providerCommissionBasisPoints),
    kesPerUsd: s.kesPerUsd,
    kesPerEur: s.kesPerEur,
    kesPerGbp: s.kesPerGbp,
    signupsOpen: s.signupsOpen,
    notice: s.notice ?? '',
  };
}

function SettingsForm({ settings }: { settings: PlatformSettings }) {
  const utils = trpc.useUtils();
  const form = useForm<SettingsInput>({
    initialValues: valuesOf(settings),
    validate: schemaResolver(settingsInput, { sync: true }),
  });
  const save = trpc.admin.saveSettings.useMutation({
    onSuccess: async (saved) => {
      form.setInitialValues(valuesOf(saved));
      form.setValues(valuesOf(saved));
      utils.admin.settings.setData(undefined, saved);
      showSuccess(SETTINGS_TEXTS.saved, SETTINGS_TEXTS.savedBody);
      await Promise.all([utils.site.settings.invalidate(), utils.admin.audit.invalidate()]);
    },
    onError: (error) => {
      if (!applyServerErrors(form, error)) showError(SETTINGS_TEXTS.saveFailed, error);
    },
  });

  return (
    <Card withBorder radius="md" padding="md">
      <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2} size="h4">
              {SETTINGS_TEXTS.title}
            </Title>
            <Text c="dimmed" size="sm">
              {SETTINGS_TEXTS.subtitle}
            </Text>
          </div>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <MoneyInput
              label="Service fee (USD per booking)"
              description="Paid by the guest on every booking"
              min={0}
              {...form.getInputProps('serviceFeeCents')}
            />
            <MoneyInput
              label="Cleaning fee (USD per stay)"
              description="Added to stays, not to workspace-only bookings; goes to the host"
              min={0}
              {...form.getInputProps('cleaningFeeCents')}
            />
            <NumberInput
              label="Host platform fee (%)"
              description="Kept from what the host charges (stay and cleaning)"
              min={0}
              max={HOST_FEE_MAX_PERCENT}
              decimalScale={2}
              step={0.5}
              suffix=" %"
              {...form.getInputProps('hostFeePercent')}
            />
            <NumberInput
              label="Payout release delay (hours)"
              description="After the check-in day begins, East Africa Time"
              min={0}
              allowDecimal={false}
              {...form.getInputProps('payoutDelayHours')}
            />
            <NumberInput
              label="Service commission (%)"
              description="Kept from what guests pay for providers' services; new requests use it"
              min={0}
              max={PROVIDER_COMMISSION_MAX_PERCENT}
              decimalScale={2}
              step={0.5}
              suffix=" %"
              {...form.getInputProps('providerCommissionPercent')}
            />
            {KES_RATE_FIELDS.map(({ field, label, description }) => (
              <NumberInput
                key={field}
                label={label}
                description={
                  field !== 'kesPerUsd'
                    ? description
                    : settings.kesRateSetAt
                      ? `${description}. Set ${formatAdminDateTime(settings.kesRateSetAt)}`
                      : `${description}. Not set yet: the default applies`
                }
                min={1}
                max={KES_RATE_MAX}
                decimalScale={4}
                prefix="KES "
                {...form.getInputProps(field)}
              />
            ))}
          </SimpleGrid>
          <Switch
            label="Sign-ups open"
            description="When off, nobody can create an account; everyone can still sign in"
            {...form.getInputProps('signupsOpen', { type: 'checkbox' })}
          />
          <Textarea
            label="Site notice"
            description="Shown at the top of every page; leave empty for none"
            autosize
            minRows={2}
            maxLength={NOTICE_MAX}
            {...form.getInputProps('notice')}
          />
          <Group justify="space-between" align="center">
            <Text size="xs" c="dimmed">
              {settings.updatedAt
                ? `Last changed ${formatAdminDateTime(settings.updatedAt)}${settings.updatedByName ? ` by ${settings.updatedByName}` : ''}`
                : 'Not changed yet: the defaults apply'}
            </Text>
            <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
              Save Settings
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
