import { z } from 'zod';
import { text } from './text';

/** The forum's eight reactions: thumbs up, heart, smile, raised hands, clapping, party, 100, fire. */
export const FORUM_REACTIONS = ['👍', '❤️', '😊', '🙌', '👏', '🎉', '💯', '🔥'] as const;
export type ForumReaction = (typeof FORUM_REACTIONS)[number];

export const FORUM_POST_MAX = 2000;
export const FORUM_PAGE_SIZE = 20;

export const FORUM_MESSAGES = {
  authTitle: 'Authentication required',
  authToPost: 'You need to be logged in to post',
  authToReact: 'You need to be logged in to react',
  createErrorTitle: 'Error creating post',
  createErrorText: 'Could not create your post',
  createdTitle: 'Post created',
  createdText: 'Your post has been shared with the community',
  deletedTitle: 'Post deleted',
  deletedText: 'Your post has been removed',
  empty: 'Post cannot be empty',
  tooLong: `Posts can be at most ${FORUM_POST_MAX} characters`,
  notFound: 'Post not found',
} as const;

export const postContent = text()
  .transform((s) => s.trim())
  .pipe(z.string().min(1, FORUM_MESSAGES.empty).max(FORUM_POST_MAX, FORUM_MESSAGES.tooLong));

export const createPostInput = z.object({ content: postContent });
export const postIdInput = z.object({ postId: z.uuid('Post not found') });
export const reactInput = z.object({ postId: z.uuid('Post not found'), emoji: z.enum(FORUM_REACTIONS) });
export const listPostsInput = z.object({
  cursor: text().max(200).nullish(),
});
/** tRPC adds the client's last seen event id on reconnect. */
export const resumeInput = z
  .object({
    lastEventId: z
      .string()
      .regex(/^\d{1,18}$/)
      .nullish(),
  })
  .optional();

export type ReactionCounts = Partial<Record<ForumReaction, number>>;

export interface ForumAuthor {
  id: string;
  name: string;
  avatarUrl: string | null;
}

export interface ForumPostView {
  id: string;
  content: string;
  createdAt: string;
  author: ForumAuthor;
  reactions: ReactionCounts;
  /** The emojis the viewer has added (empty when signed out, and in live events). */
  myReactions: ForumReaction[];
}

export type ForumEvent =
  | { type: 'post.created'; post: ForumPostView }
  | { type: 'post.deleted'; postId: string }
  | { type: 'post.reactions'; postId: string; reactions: ReactionCounts };
