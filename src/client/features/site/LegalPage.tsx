import { Container, List, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../usePageTitle';
import { cancellationPolicy } from './legalCancellation';
import { cookiePolicy } from './legalCookies';
import type { LegalDocument } from './legalDocument';
import { privacyPolicy } from './legalPrivacy';
import { isLegalTab, legalTabLabels, legalTabs } from './legalTabs';
import type { LegalTab } from './legalTabs';
import { termsOfService } from './legalTerms';
import { AnchorLink } from '../../ui/AnchorLink';

const documents: Record<LegalTab, LegalDocument> = {
  terms: termsOfService,
  privacy: privacyPolicy,
  cookies: cookiePolicy,
  cancellation: cancellationPolicy,
};

function LegalDocumentView({ title, content }: { title: string; content: LegalDocument }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={2}>{title}</Title>
          <Text size="sm" c="dimmed">
            Last updated {content.lastUpdated}
          </Text>
        </Stack>
        <Text>{content.intro}</Text>
        {content.sections.map((section) => (
          <Stack key={section.heading} gap="xs" component="section">
            <Title order={3} size="h4">
              {section.heading}
            </Title>
            {section.paragraphs.map((paragraph) => (
              <Text key={paragraph}>{paragraph}</Text>
            ))}
            {section.items && (
              <List spacing="xs" withPadding>
                {section.items.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List>
            )}
          </Stack>
        ))}
        <Text size="sm" c="dimmed">
          Questions about this policy? <AnchorLink to="/contact">Contact us</AnchorLink>.
        </Text>
      </Stack>
    </Paper>
  );
}

export function LegalPage(props: { tab: LegalTab; onTabChange: (tab: LegalTab) => void }) {
  const { tab, onTabChange } = props;
  usePageTitle(legalTabLabels[tab]);

  return (
    <Container size="md" py={{ base: 'xl', md: 48 }}>
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>Legal</Title>
          <Text c="dimmed">The terms and policies that apply when you use KaziStay.</Text>
        </Stack>
        <Tabs
          value={tab}
          onChange={(value) => {
            if (isLegalTab(value)) onTabChange(value);
          }}
          keepMounted={false}
        >
          <Tabs.List mb="lg">
            {legalTabs.map((value) => (
              <Tabs.Tab key={value} value={value}>
                {legalTabLabels[value]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {legalTabs.map((value) => (
            <Tabs.Panel key={value} value={value}>
              <LegalDocumentView title={legalTabLabels[value]} content={documents[value]} />
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </Container>
  );
}
