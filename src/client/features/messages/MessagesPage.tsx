import { Box, Card, Center, Container, Grid, Loader, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { MESSAGE_TEXTS } from '../../../shared/messages';
import { AuthLoading } from '../../layout/AuthLoading';
import { useAuth } from '../../layout/useAuth';
import { trpc } from '../../trpc';
import { usePageTitle } from '../../usePageTitle';
import { ChatPane, type ChatPartner } from './ChatPane';
import { ConversationList, type ConversationRow } from './ConversationList';
import { stayDatesText } from '../bookings/bookingText';
import classes from './Messages.module.css';
import { SignInPrompt } from '../../layout/SignInPrompt';
import { LoadFailed } from '../../ui/LoadFailed';

interface MessagesPageProps {
  /** ?booking={id}: the conversation between that booking's guest and host, with the booking shown. */
  bookingId: string | undefined;
  /** ?with={userId}: the selected conversation. */
  withUserId: string | undefined;
  onSelect: (userId: string | undefined) => void;
}

export function MessagesPage(props: MessagesPageProps) {
  usePageTitle('Messages — KaziStay');
  const { user, isLoading } = useAuth();
  if (isLoading) return <AuthLoading />;
  if (!user) {
    const query = props.bookingId ? `?booking=${props.bookingId}` : '';
    return (
      <SignInPrompt
        title={MESSAGE_TEXTS.signIn}
        text="Your conversations with hosts and guests appear here once you are signed in."
        returnTo={`/messages${query}`}
      />
    );
  }
  return <Inbox me={user.id} {...props} />;
}

function Inbox({ me, bookingId, withUserId, onSelect }: MessagesPageProps & { me: string }) {
  const phone = useMediaQuery('(max-width: 48em)');
  const conversations = trpc.messages.conversations.useQuery();
  const booking = trpc.messages.bookingContext.useQuery(
    { bookingId: bookingId ?? '' },
    { enabled: bookingId !== undefined, retry: false },
  );

  const list = conversations.data ?? [];
  const fromBooking = booking.data?.counterpart;
  const selectedId = withUserId ?? fromBooking?.userId;
  const known = list.find((c) => c.userId === selectedId);
  const partner: ChatPartner | undefined =
    known ?? (fromBooking?.userId === selectedId ? fromBooking : undefined);
  const bookingShown =
    booking.data && booking.data.counterpart.userId === selectedId ? booking.data : undefined;
  // A conversation started from a booking is listed before its first message, with the booking it is about
  // (nothing has been sent, so no 'You:' and no time).
  const shownList: ConversationRow[] =
    partner && !known
      ? [
          {
            ...partner,
            lastMessage: bookingShown
              ? `${bookingShown.propertyTitle} · ${stayDatesText(bookingShown.checkIn, bookingShown.checkOut)}`
              : 'No messages yet',
            lastMessageDate: null,
            lastMessageMine: false,
            unreadCount: 0,
          },
          ...list,
        ]
      : list;

  const listPane = (
    <Card withBorder radius="md" padding={0} className={classes.pane}>
      <Text fw={700} p="md" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        Conversations
      </Text>
      {conversations.isPending ? (
        <Center style={{ flex: 1 }}>
          <Loader />
        </Center>
      ) : conversations.isError ? (
        <Box p="md">
          <LoadFailed title="Error fetching messages" query={conversations} />
        </Box>
      ) : (
        <ConversationList conversations={shownList} selectedId={selectedId} onSelect={onSelect} />
      )}
    </Card>
  );

  const chatPane = partner ? (
    <ChatPane
      key={partner.userId}
      me={me}
      other={partner}
      booking={bookingShown}
      onBack={phone ? () => onSelect(undefined) : undefined}
    />
  ) : (
    <Card withBorder radius="md" className={classes.pane}>
      <Center style={{ flex: 1 }}>
        {booking.isError ? (
          <Text c="red">{booking.error.message}</Text>
        ) : booking.isLoading ? (
          <Loader />
        ) : (
          <Text c="dimmed">Select a conversation to start messaging</Text>
        )}
      </Center>
    </Card>
  );

  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="lg">
        Messages
      </Title>
      {phone ? (
        partner ? (
          chatPane
        ) : (
          listPane
        )
      ) : (
        <Grid gap="md">
          <Grid.Col span={4}>{listPane}</Grid.Col>
          <Grid.Col span={8}>{chatPane}</Grid.Col>
        </Grid>
      )}
    </Container>
  );
}
