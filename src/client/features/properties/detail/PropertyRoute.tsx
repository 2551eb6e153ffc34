import { useParams } from '@tanstack/react-router';
import { PropertyPage } from './PropertyPage';

/**
 * /property/$id, and /property without an id ('Property ID is required'). Keyed by id so the gallery and
 * reviews start afresh for another property.
 */
export function PropertyRoute() {
  const { id } = useParams({ strict: false });
  return <PropertyPage key={id} id={id} />;
}
