import { Badge, Card, Group, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatPrice } from '../../../shared/money';
import { CARD_PHOTO_SIZES, photoSrcSet } from '../../../shared/photo-sources';
import { PROPERTY_DEFAULTS, type PropertyCardView } from '../../../shared/property-view';
import { cardAmenities, priceText, ratingLabel, ratingText } from './cardText';
import { ScoreBadge } from './ScoreBadge';
import classes from './PropertyCard.module.css';
import { SaveButton } from './SaveButton';
import { IconMapPin, IconShieldCheck, IconStarFilled } from '@tabler/icons-react';
import { verifiedCardText } from '../../../shared/speed-tests';
import { ButtonLink } from '../../ui/ButtonLink';
import { useRememberedTrip } from './tripMemory';
import { GuaranteeBadge } from '../stays/GuaranteeBadge';
import { TeamOverlapBadge } from '../team/TeamOverlapBadge';

interface PropertyCardProps {
  property: PropertyCardView;
  layout?: 'grid' | 'list';
  /** Heading level of the title, to fit the page's outline (default 3: cards sit under a section's h2). */
  titleOrder?: 2 | 3 | 4;
  /** The first card on screen: its image is the page's largest paint, so it loads at once and first. */
  priority?: boolean;
}

/** A property in a grid or a list. */
export function PropertyCard({
  property,
  layout = 'grid',
  titleOrder = 3,
  priority = false,
}: PropertyCardProps) {
  const amenities = cardAmenities(property);
  const image = property.images[0] ?? PROPERTY_DEFAULTS.image;
  // The dates and guests searched for go with every link, so the booking card opens filled in.
  const trip = useRememberedTrip();

  return (
    <Card
      component="article"
      withBorder
      radius="md"
      padding={0}
      shadow="xs"
      className={`${classes.card} ${layout === 'list' ? classes.list : ''}`}
    >
      <div className={classes.media}>
        {/* The title link names the place for keyboard and screen-reader users; the image is a mouse shortcut. */}
        <Link
          to="/property/$id"
          params={{ id: property.id }}
          search={trip}
          className={classes.mediaLink}
          tabIndex={-1}
          aria-hidden="true"
        >
          <img
            src={image}
            srcSet={photoSrcSet(image)}
            sizes={layout === 'list' ? '260px' : CARD_PHOTO_SIZES}
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            // The photos are 3:2 (the frame's ratio too): the space is kept before the file arrives.
            width={960}
            height={640}
            decoding="async"
            className={classes.image}
            onError={(event) => {
              if (!event.currentTarget.src.endsWith(PROPERTY_DEFAULTS.image)) {
                event.currentTarget.removeAttribute('srcset');
                event.currentTarget.src = PROPERTY_DEFAULTS.image;
              }
            }}
          />
        </Link>
        <SaveButton propertyId={property.id} saved={property.saved} className={classes.heart} />
      </div>

      <div className={classes.body}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Title order={titleOrder} size="h4" lh={1.3} lineClamp={2}>
            <Link to="/property/$id" params={{ id: property.id }} search={trip} className={classes.title}>
              {property.title}
            </Link>
          </Title>
          <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
            <IconStarFilled size={16} color="var(--mantine-color-amber-5)" aria-hidden />
            <Text size="sm" fw={600} aria-hidden="true">
              {ratingText(property.rating, property.ratingCount)}
            </Text>
            <VisuallyHidden>{ratingLabel(property.rating, property.ratingCount)}</VisuallyHidden>
          </Group>
        </Group>

        <Group gap={4} wrap="nowrap" c="dimmed">
          <IconMapPin size={16} style={{ flexShrink: 0 }} aria-hidden />
          <Text size="sm" truncate="end">
            {property.location}
          </Text>
        </Group>

        <Group gap="xs">
          <ScoreBadge kind="workspace" label="Work" score={property.workspaceScore} />
          {property.propertyType !== 'work_only' && (
            <ScoreBadge kind="stay" label="Stay" score={property.stayScore} />
          )}
          <TeamOverlapBadge timeZone={property.timeZone} checkIn={trip.checkIn} checkOut={trip.checkOut} />
          {property.verifiedDownloadMbps !== null && (
            <Badge
              variant="light"
              color="teal"
              tt="none"
              fw={500}
              leftSection={<IconShieldCheck size={14} aria-hidden />}
              title="The median download guests measured at the desk during their stays"
            >
              {verifiedCardText(property.verifiedDownloadMbps)}
            </Badge>
          )}
          {property.workdayGuarantee && <GuaranteeBadge />}
        </Group>

        {amenities.work.length + amenities.stay.length > 0 && (
          <Group gap={6}>
            {amenities.work.map((name) => (
              <Badge key={`work-${name}`} variant="outline" color="gray" tt="none" fw={500}>
                {name}
              </Badge>
            ))}
            {amenities.stay.map((name) => (
              <Badge key={`stay-${name}`} variant="outline" color="gray" tt="none" fw={500}>
                {name}
              </Badge>
            ))}
            {amenities.more > 0 && (
              <Text size="xs" c="dimmed">
                +{amenities.more} more
              </Text>
            )}
          </Group>
        )}

        <Group justify="space-between" align="center" gap="sm" className={classes.footer}>
          {property.price ? (
            <Text fw={700} size="lg">
              {formatPrice(property.price.amountCents)}
              <Text span c="dimmed" size="sm" fw={400}>
                {' '}
                / {property.price.unit}
              </Text>
            </Text>
          ) : (
            <Text c="dimmed" size="sm" fw={500}>
              {priceText(null)}
            </Text>
          )}
          <ButtonLink
            size="sm"
            variant="light"
            aria-label={`View Details: ${property.title}`}
            to="/property/$id"
            params={{ id: property.id }}
            search={trip}
          >
            View Details
          </ButtonLink>
        </Group>
      </div>
    </Card>
  );
}
