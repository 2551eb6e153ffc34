import { useMemo, useState } from 'react';
import { Chip, Container, Group, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../usePageTitle';
import { blogCategories, blogPosts } from './blogData';
import type { BlogCategory } from './blogData';
import { BlogPostCard } from './BlogPostCard';

type CategoryFilter = 'All' | BlogCategory;
type SortOrder = 'latest' | 'oldest';

const categoryFilters: CategoryFilter[] = ['All', ...blogCategories];

function isCategoryFilter(value: string): value is CategoryFilter {
  return (categoryFilters as string[]).includes(value);
}

export function BlogPage() {
  usePageTitle('Blog');
  const [category, setCategory] = useState<CategoryFilter>('All');
  const [sort, setSort] = useState<SortOrder>('latest');

  const posts = useMemo(() => {
    const filtered = category === 'All' ? blogPosts : blogPosts.filter((post) => post.category === category);
    // yyyy-MM-dd strings sort chronologically as plain strings.
    return [...filtered].sort((a, b) =>
      sort === 'latest' ? b.date.localeCompare(a.date) : a.date.localeCompare(b.date),
    );
  }, [category, sort]);

  return (
    <Container size="lg" py={{ base: 'xl', md: 48 }}>
      <Stack gap="xl">
        <Stack gap="xs" ta="center" align="center" maw={720} mx="auto">
          <Title order={1}>Blog & Resources</Title>
          <Text size="lg" c="dimmed">
            Guides, connectivity reports and stories for remote workers living and working across East Africa.
          </Text>
        </Stack>

        <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
          <Stack gap={6} role="group" aria-labelledby="blog-category-label">
            <Text id="blog-category-label" size="sm" fw={600}>
              Categories
            </Text>
            <Chip.Group
              value={category}
              onChange={(value) => {
                if (isCategoryFilter(value)) setCategory(value);
              }}
            >
              <Group gap="xs" wrap="wrap">
                {categoryFilters.map((filter) => (
                  <Chip key={filter} value={filter} variant="outline" color="kazi">
                    {filter}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </Stack>
          <Stack gap={6}>
            <Text id="blog-sort-label" size="sm" fw={600}>
              Sort by
            </Text>
            <SegmentedControl<SortOrder>
              aria-labelledby="blog-sort-label"
              value={sort}
              onChange={setSort}
              data={[
                { value: 'latest', label: 'Latest' },
                { value: 'oldest', label: 'Oldest' },
              ]}
            />
          </Stack>
        </Group>

        <Text size="sm" c="dimmed" aria-live="polite">
          {posts.length === 1 ? '1 article' : `${posts.length} articles`}
          {category === 'All' ? '' : ` in ${category}`}
        </Text>

        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {posts.map((post) => (
            <BlogPostCard key={post.slug} post={post} />
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
