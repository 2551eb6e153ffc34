import { Alert, Container, Grid, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { propertyPageMeta } from '../../../../shared/property-meta';
import type { TripParams } from '../../../../shared/marketplace-params';
import { PROPERTY_UNAVAILABLE, type PropertyDetailView } from '../../../../shared/property-view';
import { BookingCard } from '../../bookings/BookingCard';
import { BookingCardSlot } from './BookingCardSlot';
import { Gallery } from './Gallery';
import { HostCard } from './HostCard';
import { PhonePriceBar } from './PhonePriceBar';
import { PropertyHeader } from './PropertyHeader';
import classes from './PropertyPage.module.css';
import { ReportListingButton } from './ReportListingButton';
import { ReviewsSection } from './ReviewsSection';
import { ScoreCards } from './ScoreCards';
import { StayCard } from './StayCard';
import { useDocumentMeta } from './useDocumentMeta';
import { WorkspaceCard } from './WorkspaceCard';
import { CurrentStayTools } from '../../stays/CurrentStayTools';
import { TeamOverlapCard } from '../../team/TeamOverlapCard';

interface PropertyDetailsProps {
  property: PropertyDetailView;
  /** The trip searched for, and how to keep the booking card's choice in the address. */
  trip?: TripParams;
  onTripChange?: (trip: TripParams) => void;
}

const BOOKING_CARD_ID = 'book';

/** The loaded property: details on the left, the sticky price card on the right. */
export function PropertyDetails({ property, trip, onTripChange }: PropertyDetailsProps) {
  // The head is written in an effect (in the browser); the server writes its own (src/server/http/spa.ts).
  const meta = useMemo(
    () => propertyPageMeta(property, typeof window === 'undefined' ? '' : window.location.origin),
    [property],
  );
  useDocumentMeta(meta);

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} className={classes.withPriceBar}>
      <Stack gap="lg">
        <PropertyHeader property={property} />
        <Gallery title={property.title} images={property.images} />
        <Grid gap={{ base: 'lg', md: 'xl' }}>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="xl">
              <ScoreCards
                workspaceScore={property.workspaceScore}
                stayScore={property.stayScore}
                internetSpeed={property.internetSpeed}
                workOnly={property.propertyType === 'work_only'}
              />
              <section aria-labelledby="about-heading">
                <Title order={2} size="h3" id="about-heading" mb="sm">
                  About this place
                </Title>
                <Text className={classes.description} c="gray.8">
                  {property.description}
                </Text>
              </section>
              <CurrentStayTools propertyId={property.id} />
              <WorkspaceCard
                propertyId={property.id}
                workspace={property.workspace}
                internetSpeed={property.internetSpeed}
                backupPower={property.backupPower}
              />
              <TeamOverlapCard
                timeZone={property.timeZone}
                checkIn={trip?.checkIn}
                checkOut={trip?.checkOut}
              />
              <StayCard propertyType={property.propertyType} stay={property.stay} rules={property.rules} />
              <HostCard host={property.host} />
              <ReportListingButton propertyId={property.id} hostId={property.host.id} />
              <ReviewsSection
                propertyId={property.id}
                rating={property.rating}
                ratingCount={property.ratingCount}
              />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <aside
              aria-label="Book this place"
              id={BOOKING_CARD_ID}
              className={`${classes.sticky} ${classes.bookingAnchor}`}
            >
              <BookingCardSlot property={property}>
                {property.unavailable ? (
                  <Alert color="gray" title={PROPERTY_UNAVAILABLE.title}>
                    {PROPERTY_UNAVAILABLE.body}
                  </Alert>
                ) : (
                  <BookingCard property={property} trip={trip} onTripChange={onTripChange} />
                )}
              </BookingCardSlot>
            </aside>
          </Grid.Col>
        </Grid>
      </Stack>
      <PhonePriceBar property={property} trip={trip ?? {}} cardId={BOOKING_CARD_ID} />
    </Container>
  );
}
