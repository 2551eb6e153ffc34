import { notifications } from '@mantine/notifications';
import type { ForumPostView, ForumReaction } from '../../../shared/forum';
import { FORUM_MESSAGES } from '../../../shared/forum';
import type { AuthUser } from '../../layout/useAuth';
import { trpc } from '../../trpc';
import { showError, showSuccess } from '../../ui/toasts';
import { useRetryOnError } from '../../useRetryOnError';
import {
  applyForumEvent,
  optimisticPost,
  prependPost,
  reconcilePost,
  removePost,
  setReactions,
  toggleMine,
  type ForumData,
} from './forumCache';

const LIST_INPUT = {};

/**
 * The forum list, kept live while `live`: posts, reaction counts and deletions by others arrive as they happen
 * (a fresh feed reloads the list, so whatever happened before it started is shown too).
 */
export function useForum(user: AuthUser | null, live = true) {
  const utils = trpc.useUtils();
  const list = trpc.forum.list.useInfiniteQuery(LIST_INPUT, {
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 60_000,
  });
  const update = (fn: (data: ForumData) => ForumData) =>
    utils.forum.list.setInfiniteData(LIST_INPUT, (data) => (data ? fn(data) : data));

  const subscription = trpc.forum.events.useSubscription(undefined, {
    enabled: live,
    onData: ({ data }) => {
      // 'ready' on a fresh stream and 'resync' after missed events: reload what is shown.
      if (data.type === 'ready' || data.type === 'resync') void utils.forum.list.invalidate();
      else update((d) => applyForumEvent(d, data));
    },
  });
  useRetryOnError(subscription);

  const create = trpc.forum.create.useMutation();
  const remove = trpc.forum.delete.useMutation();
  const react = trpc.forum.react.useMutation();

  async function post(content: string): Promise<boolean> {
    if (!user) return false;
    const temp = optimisticPost(content, { id: user.id, name: user.fullName, avatarUrl: user.avatarUrl });
    update((d) => prependPost(d, temp));
    try {
      const saved = await create.mutateAsync({ content });
      update((d) => reconcilePost(d, temp.id, saved));
      showSuccess(FORUM_MESSAGES.createdTitle, FORUM_MESSAGES.createdText);
      return true;
    } catch {
      update((d) => removePost(d, temp.id));
      notifications.show({
        color: 'red',
        title: FORUM_MESSAGES.createErrorTitle,
        message: FORUM_MESSAGES.createErrorText,
      });
      return false;
    }
  }

  async function deletePost(postId: string): Promise<void> {
    try {
      await remove.mutateAsync({ postId });
      update((d) => removePost(d, postId));
      showSuccess(FORUM_MESSAGES.deletedTitle, FORUM_MESSAGES.deletedText);
    } catch (error) {
      showError('Error deleting post', error);
    }
  }

  async function toggleReaction(target: ForumPostView, emoji: ForumReaction): Promise<void> {
    const guess = toggleMine(target, emoji);
    update((d) => setReactions(d, target.id, guess.reactions, guess.myReactions));
    try {
      const result = await react.mutateAsync({ postId: target.id, emoji });
      update((d) => setReactions(d, target.id, result.reactions, result.myReactions));
    } catch (error) {
      update((d) => setReactions(d, target.id, target.reactions, target.myReactions));
      showError('Error', error);
    }
  }

  const posts = list.data?.pages.flatMap((page) => page.items) ?? [];
  return { list, posts, post, deletePost, toggleReaction, isPosting: create.isPending };
}
