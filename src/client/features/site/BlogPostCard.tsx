import { useId, useState } from 'react';
import dayjs from 'dayjs';
import { Badge, Button, Card, Collapse, Group, Image, Stack, Text, Title } from '@mantine/core';
import type { BlogPost } from './blogData';

export function BlogPostCard({ post }: { post: BlogPost }) {
  const [expanded, setExpanded] = useState(false);
  const bodyId = useId();

  return (
    <Card component="article" withBorder radius="md" padding="lg" shadow="sm">
      <Card.Section>
        <Image
          src={post.image}
          alt={post.imageAlt}
          h={200}
          fit="cover"
          fallbackSrc="/demo/placeholder-property.webp"
        />
      </Card.Section>
      <Stack gap="sm" mt="md" style={{ flex: 1 }}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Badge variant="light" color="kazi">
            {post.category}
          </Badge>
          <Text size="sm" c="dimmed" component="time" dateTime={post.date}>
            {dayjs(post.date).format('MMM D, YYYY')}
          </Text>
        </Group>
        <Title order={2} size="h4">
          {post.title}
        </Title>
        <Text c="dimmed">{post.excerpt}</Text>
        <Collapse expanded={expanded} id={bodyId}>
          <Stack gap="sm" pt="xs">
            {post.body.map((paragraph) => (
              <Text key={paragraph}>{paragraph}</Text>
            ))}
          </Stack>
        </Collapse>
      </Stack>
      <Button
        mt="md"
        variant="light"
        onClick={() => setExpanded((open) => !open)}
        aria-expanded={expanded}
        aria-controls={bodyId}
      >
        {expanded ? 'Show Less' : 'Read More'}
      </Button>
    </Card>
  );
}
