import { Button, Card, Container, Skeleton, Stack, Text } from '@mantine/core';
import { useInViewport } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { FORUM_MESSAGES, type ForumPostView, type ForumReaction } from '../../../shared/forum';
import { useAuth } from '../../layout/useAuth';
import classes from '../properties/home/Home.module.css';
import { SectionHeader } from '../properties/home/SectionHeader';
import { PostCard } from './PostCard';
import { PostComposer } from './PostComposer';
import { useForum } from './useForum';
import { LoadFailed } from '../../ui/LoadFailed';

/**
 * Home's community forum (README 'How the forum and messages behave'): live posts, reactions and deletions,
 * newest first. The live feed (and with it the page's WebSocket) starts once the section comes on screen.
 */
export function ForumSection() {
  const { user } = useAuth();
  const { ref, inViewport } = useInViewport();
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    if (inViewport) setSeen(true);
  }, [inViewport]);
  const forum = useForum(user, seen);

  function react(post: ForumPostView, emoji: ForumReaction) {
    if (!user) {
      notifications.show({
        color: 'red',
        title: FORUM_MESSAGES.authTitle,
        message: FORUM_MESSAGES.authToReact,
      });
      return;
    }
    void forum.toggleReaction(post, emoji);
  }

  return (
    <section ref={ref} className={classes.section} aria-labelledby="home-forum-title">
      <Container size="md">
        <Stack gap="xl">
          <SectionHeader
            id="home-forum-title"
            title="Join Our Community"
            subtitle="Swap tips with remote workers and hosts across East Africa."
          />
          <Card withBorder radius="md" padding="lg">
            <PostComposer signedIn={user !== null} isPosting={forum.isPosting} onPost={forum.post} />
          </Card>
          {forum.list.isPending ? (
            <Stack gap="md" aria-busy="true">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} height={120} radius="md" />
              ))}
            </Stack>
          ) : forum.list.isError ? (
            <LoadFailed title="Could not load posts. Please try again later." query={forum.list} />
          ) : forum.posts.length === 0 ? (
            <Text c="dimmed" ta="center">
              No posts yet
            </Text>
          ) : (
            <Stack gap="md" aria-label="Community posts">
              {forum.posts.map((post) => (
                <PostCard
                  key={post.id}
                  post={post}
                  isAuthor={user?.id === post.author.id}
                  onReact={(emoji) => react(post, emoji)}
                  onDelete={() => void forum.deletePost(post.id)}
                />
              ))}
              {forum.list.hasNextPage && (
                <Button
                  variant="default"
                  mx="auto"
                  loading={forum.list.isFetchingNextPage}
                  onClick={() => void forum.list.fetchNextPage()}
                >
                  Show more posts
                </Button>
              )}
            </Stack>
          )}
        </Stack>
      </Container>
    </section>
  );
}
