import { Accordion, Card, Container, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../usePageTitle';
import { faqItems } from './faqData';
import { legalTabLabels } from './legalTabs';
import { AnchorLink } from '../../ui/AnchorLink';
import { ButtonLink } from '../../ui/ButtonLink';

export function FaqPage() {
  usePageTitle('FAQ');

  return (
    <Container size="md" py={{ base: 'xl', md: 48 }}>
      <Stack gap="xl">
        <Stack gap="xs" ta="center" align="center">
          <Title order={1}>Frequently Asked Questions</Title>
          <Text size="lg" c="dimmed">
            Answers about booking, paying, cancelling, workspaces and hosting on KaziStay.
          </Text>
        </Stack>

        <Accordion variant="separated" radius="md" order={2} defaultValue={null}>
          {faqItems.map((item) => (
            <Accordion.Item key={item.value} value={item.value}>
              <Accordion.Control>
                <Text span fw={600}>
                  {item.question}
                </Text>
              </Accordion.Control>
              <Accordion.Panel>
                <Stack gap="sm">
                  {item.answer.map((paragraph) => (
                    <Text key={paragraph}>{paragraph}</Text>
                  ))}
                  {item.legalTab && (
                    <AnchorLink to="/legal" search={{ tab: item.legalTab }}>
                      Read the full {legalTabLabels[item.legalTab]}
                    </AnchorLink>
                  )}
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>

        <Card withBorder radius="md" padding="xl" ta="center">
          <Stack gap="sm" align="center">
            <Title order={2} size="h3">
              Still have questions?
            </Title>
            <Text c="dimmed">Our support team answers within one business day.</Text>
            <ButtonLink size="md" to="/contact">
              Contact Support
            </ButtonLink>
          </Stack>
        </Card>
      </Stack>
    </Container>
  );
}
