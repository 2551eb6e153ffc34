import { useEffect } from 'react';
import type { TripParams } from '../../../../shared/marketplace-params';
import { describeError, trpc } from '../../../trpc';
import { PropertyDetails } from './PropertyDetails';
import {
  ID_REQUIRED_TEXT,
  ID_REQUIRED_TITLE,
  LOAD_FAILED_TEXT,
  NOT_FOUND_TEXT,
  NOT_FOUND_TITLE,
  PropertyMessage,
} from './PropertyMessage';
import { PropertySkeleton } from './PropertySkeleton';

interface PropertyPageProps {
  /** The route's id; undefined on /property itself. */
  id: string | undefined;
  trip?: TripParams;
  onTripChange?: (trip: TripParams) => void;
}

/** Codes that mean "there is no such property": retrying them is pointless. */
function isMissing(code: string | undefined): boolean {
  return code === 'NOT_FOUND' || code === 'BAD_REQUEST';
}

/** /property/$id: loading, not found, load error, or the property. */
export function PropertyPage({ id, trip, onTripChange }: PropertyPageProps) {
  const propertyId = id?.trim() ?? '';
  const query = trpc.properties.byId.useQuery(
    { id: propertyId },
    {
      enabled: propertyId !== '',
      retry: (failures, error) => !isMissing(error.data?.code) && failures < 1,
    },
  );
  const loadedId = query.data?.id;

  // A view is only logged to the console: there is no analytics service, and nothing leaves the browser.
  useEffect(() => {
    if (loadedId) console.info('Property viewed', { propertyId: loadedId });
  }, [loadedId]);

  if (propertyId === '') return <PropertyMessage title={ID_REQUIRED_TITLE} message={ID_REQUIRED_TEXT} />;
  if (query.isPending) return <PropertySkeleton />;
  if (query.isError) {
    if (isMissing(query.error.data?.code)) {
      return <PropertyMessage title={NOT_FOUND_TITLE} message={NOT_FOUND_TEXT} />;
    }
    return (
      <PropertyMessage title={LOAD_FAILED_TEXT} message={describeError(query.error).message} retry={query} />
    );
  }
  // An empty answer is a missing property too: the visitor gets the same way back to the marketplace.
  if (!query.data) return <PropertyMessage title={NOT_FOUND_TITLE} message={NOT_FOUND_TEXT} />;
  return <PropertyDetails property={query.data} trip={trip} onTripChange={onTripChange} />;
}
