import { getRouteApi } from '@tanstack/react-router';
import { ReviewPage } from './ReviewPage';

const route = getRouteApi('/_main/_signedIn/review/$bookingId');

/** Keyed by id so the form starts afresh for another booking. */
export function ReviewRoute() {
  const { bookingId } = route.useParams();
  return <ReviewPage key={bookingId} bookingId={bookingId} />;
}
