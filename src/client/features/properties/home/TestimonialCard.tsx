import { Avatar, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { PROPERTY_DEFAULTS, type TestimonialView } from '../../../../shared/property-view';
import classes from './Home.module.css';
import { AnchorLink } from '../../../ui/AnchorLink';
import { StarRating } from '../../../ui/StarRating';

const emphasisColor: Record<TestimonialView['emphasis'], string> = {
  'Great Workspace': 'kazi',
  'Comfortable Stay': 'amber',
  'Perfect Balance': 'blue',
};

/** One guest's review, as the home page quotes it: a short name for privacy, 'Verified Guest', emphasis. */
export function TestimonialCard({ testimonial }: { testimonial: TestimonialView }) {
  return (
    <Card component="figure" withBorder radius="md" padding="lg" m={0} h="100%">
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="center" gap="xs">
          <StarRating value={testimonial.rating} size={16} color="amber.5" />
          <Badge variant="light" color={emphasisColor[testimonial.emphasis]} tt="none">
            {testimonial.emphasis}
          </Badge>
        </Group>
        <blockquote className={classes.quote}>
          <Text style={{ overflowWrap: 'anywhere' }}>&ldquo;{testimonial.comment}&rdquo;</Text>
        </blockquote>
        <Stack gap="sm" component="figcaption">
          <Group gap="sm" wrap="nowrap">
            <Avatar src={testimonial.avatarUrl || PROPERTY_DEFAULTS.avatar} alt="" radius="xl" size={44}>
              {testimonial.name.charAt(0)}
            </Avatar>
            <div>
              <Text fw={600}>{testimonial.name}</Text>
              <Text size="xs" c="kazi.8" fw={600}>
                Verified Guest
              </Text>
            </div>
          </Group>
          <Text size="xs" c="dimmed" lineClamp={2}>
            {testimonial.property.workOnly ? 'Worked at' : 'Stayed at'}{' '}
            <AnchorLink size="xs" to="/property/$id" params={{ id: testimonial.property.id }}>
              {testimonial.property.title}
            </AnchorLink>
            {testimonial.property.location !== PROPERTY_DEFAULTS.location &&
              ` in ${testimonial.property.location}`}
          </Text>
        </Stack>
      </Stack>
    </Card>
  );
}
