import { Card, Stack, Text, Title } from '@mantine/core';
import { outageLine } from '../../../../shared/outages';
import { trpc } from '../../../trpc';
import { OutageAnswerForm } from '../../stays/OutageAnswerForm';

/** Outages guests reported on the host's listings in the last 90 days, each with its answer form. */
export function HostOutages() {
  const outages = trpc.stays.outages.forHost.useQuery();
  if (!outages.data?.length) return null;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="host-outages-title">
      <Title order={2} size="h4" mb="sm" id="host-outages-title">
        Reported outages
      </Title>
      <Stack gap="md">
        {outages.data.map((outage) => (
          <div key={outage.id}>
            <Text size="sm" fw={500}>
              {outage.guestName} · {outage.propertyTitle}
            </Text>
            <Text size="sm">{outageLine(outage)}</Text>
            {outage.note && (
              <Text size="sm" c="dimmed" lineClamp={3}>
                “{outage.note}”
              </Text>
            )}
            <OutageAnswerForm outage={outage} />
          </div>
        ))}
      </Stack>
    </Card>
  );
}
