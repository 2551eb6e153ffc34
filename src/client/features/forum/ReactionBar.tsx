import { Button, Group } from '@mantine/core';
import { FORUM_REACTIONS, type ForumPostView, type ForumReaction } from '../../../shared/forum';

const NAMES: Record<ForumReaction, string> = {
  '👍': 'thumbs up',
  '❤️': 'heart',
  '😊': 'smile',
  '🙌': 'raised hands',
  '👏': 'clapping',
  '🎉': 'party',
  '💯': 'hundred',
  '🔥': 'fire',
};

interface ReactionBarProps {
  post: ForumPostView;
  disabled: boolean;
  onReact: (emoji: ForumReaction) => void;
}

/** The eight reactions with their counts; mine are highlighted and a second click takes mine back. */
export function ReactionBar({ post, disabled, onReact }: ReactionBarProps) {
  return (
    <Group gap={6}>
      {FORUM_REACTIONS.map((emoji) => {
        const count = post.reactions[emoji] ?? 0;
        const mine = post.myReactions.includes(emoji);
        return (
          <Button
            key={emoji}
            size="compact-sm"
            radius="xl"
            variant={mine ? 'light' : 'default'}
            disabled={disabled}
            aria-pressed={mine}
            aria-label={`${NAMES[emoji]}: ${count}`}
            onClick={() => onReact(emoji)}
          >
            <span aria-hidden="true">{emoji}</span>
            {count > 0 && <span style={{ marginLeft: 4 }}>{count}</span>}
          </Button>
        );
      })}
    </Group>
  );
}
