import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { outageLine, type OutageView } from '../../../../shared/outages';
import { trpc } from '../../../trpc';
import { OutageAnswerForm } from '../../stays/OutageAnswerForm';
import { OutageClaims } from '../../stays/StayOutages';

/** One report: open for an answer until the host gave one, then the answer with 'Edit answer'. */
function HostOutageItem({ outage }: { outage: OutageView }) {
  const [editing, setEditing] = useState(false);
  return (
    <div>
      <Text size="sm" fw={500}>
        {outage.guestName} · {outage.propertyTitle}
      </Text>
      <Text size="sm">{outageLine(outage)}</Text>
      {outage.note && (
        <Text size="sm" c="dimmed" lineClamp={3}>
          “{outage.note}”
        </Text>
      )}
      {outage.hostAnswer === null || editing ? (
        <OutageAnswerForm outage={outage} onAnswered={() => setEditing(false)} />
      ) : (
        <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start" mt={4}>
          <Text size="sm">
            {outage.hostConfirmed && (
              <Badge color="teal" variant="light" tt="none" mr={6}>
                Confirmed
              </Badge>
            )}
            You answered: {outage.hostAnswer}
          </Text>
          <Button size="compact-sm" variant="subtle" onClick={() => setEditing(true)}>
            Edit answer
          </Button>
        </Group>
      )}
      <OutageClaims outage={outage} />
    </div>
  );
}

/** Outages guests reported on the host's listings in the last 90 days, newest first. */
export function HostOutages() {
  const outages = trpc.stays.outages.forHost.useQuery();
  if (!outages.data?.length) return null;
  const waiting = outages.data.filter((o) => o.hostAnswer === null).length;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="host-outages-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="host-outages-title">
          Reported outages
        </Title>
        {waiting > 0 && (
          <Badge color="orange" variant="light" tt="none">
            {waiting} waiting for your answer
          </Badge>
        )}
      </Group>
      <Stack gap="md">
        {outages.data.map((outage) => (
          <HostOutageItem key={outage.id} outage={outage} />
        ))}
      </Stack>
    </Card>
  );
}
