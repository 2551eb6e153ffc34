import { DataList, Divider, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatPrice } from '../../../../shared/money';
import type { PropertyDetailView } from '../../../../shared/property-view';

interface BookingCardSlotProps {
  property: PropertyDetailView;
  /** The booking form (dates, guests, total, Book Now): features/bookings/BookingCard. */
  children?: ReactNode;
}

/**
 * The sticky card beside the details: the headline price ('$120 / night', or '/ day' for a workspace-only
 * listing) and the other published rates (the hourly one), then the booking form given as children.
 */
const usd = (cents: number) => formatPrice(cents);

export function BookingCardSlot({ property, children }: BookingCardSlotProps) {
  const { price, nightlyRateCents, hourlyRateCents } = property;
  const rates: [string, string][] = [];
  // The headline already says the nightly price; the list adds only what it does not.
  if (nightlyRateCents !== null && price?.unit !== 'night') {
    rates.push(['Nightly rate', `${usd(nightlyRateCents)} / night`]);
  }
  if (hourlyRateCents !== null) rates.push(['Hourly rate', `${usd(hourlyRateCents)} / hour`]);

  return (
    <Paper withBorder shadow="md" radius="lg" p="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          {price ? (
            <>
              {usd(price.amountCents)}{' '}
              <Text component="span" c="dimmed" fw={400} fz="md">
                / {price.unit}
              </Text>
            </>
          ) : (
            'Rates on request'
          )}
        </Title>
        {rates.length > 0 && (
          <>
            <Divider />
            <DataList size="sm" labelWidth="7rem" aria-label="Rates">
              {rates.map(([label, value]) => (
                <DataList.Item key={label}>
                  <DataList.ItemLabel>{label}</DataList.ItemLabel>
                  <DataList.ItemValue fw={600}>{value}</DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList>
          </>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
