import { getRouteApi } from '@tanstack/react-router';
import { MessagesPage } from './MessagesPage';

const route = getRouteApi('/_main/messages');

/** /messages?booking=&with=: the address names the open conversation. */
export function MessagesRoute() {
  const { booking, with: withUserId } = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <MessagesPage
      bookingId={booking}
      withUserId={withUserId}
      onSelect={(userId) => void navigate({ search: { booking, with: userId } })}
    />
  );
}
