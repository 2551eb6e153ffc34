import { Card, Container, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { TESTIMONIALS_SHOWN } from '../../../../shared/property-view';
import { describeError, trpc } from '../../../trpc';
import { LoadFailed } from '../../../ui/LoadFailed';
import classes from './Home.module.css';
import { SectionHeader } from './SectionHeader';
import { TestimonialCard } from './TestimonialCard';

function TestimonialsContent() {
  const testimonials = trpc.reviews.testimonials.useQuery(undefined, { staleTime: 60_000 });
  if (testimonials.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" aria-busy="true">
        {Array.from({ length: TESTIMONIALS_SHOWN }, (_, i) => (
          <Card key={i} withBorder radius="md" padding="lg" aria-hidden="true">
            <Stack gap="sm">
              <Skeleton height={16} width={100} />
              <Skeleton height={12} />
              <Skeleton height={12} />
              <Skeleton height={12} width="70%" />
              <Skeleton height={44} circle mt="sm" />
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    );
  }
  // The spec has no error text for testimonials: a failed load shows the same text as an empty one, unless
  // the server could not be reached, which says so (with a Retry) like every other view.
  if (testimonials.isError && describeError(testimonials.error).isConnectionError) {
    return <LoadFailed title="No testimonials available at the moment." query={testimonials} />;
  }
  const shown = testimonials.data?.slice(0, TESTIMONIALS_SHOWN) ?? [];
  if (shown.length === 0) {
    return <Text c="dimmed">No testimonials available at the moment.</Text>;
  }
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
      {shown.map((testimonial) => (
        <TestimonialCard key={testimonial.id} testimonial={testimonial} />
      ))}
    </SimpleGrid>
  );
}

/** Recent reviews rated 4 or more with a comment, as the server picks them; TESTIMONIALS_SHOWN are shown. */
export function TestimonialsSection() {
  return (
    <section className={classes.section} aria-labelledby="home-testimonials-title">
      <Container size="lg">
        <Stack gap="xl">
          <SectionHeader
            id="home-testimonials-title"
            title="What Our Community Says"
            subtitle="Remote workers on the places they worked and stayed."
          />
          <TestimonialsContent />
        </Stack>
      </Container>
    </section>
  );
}
