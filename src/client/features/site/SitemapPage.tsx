import { Breadcrumbs, Card, Container, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { citiesByCountry, countries } from '../../../shared/cities';
import { usePageTitle } from '../../usePageTitle';
import { citySitemapLink, sitemapGroups } from './sitemapLinks';
import type { SitemapLink } from './sitemapLinks';
import { AnchorLink } from '../../ui/AnchorLink';

function SitemapAnchor({ link }: { link: SitemapLink }) {
  return (
    <AnchorLink to={link.to} search={link.search}>
      {link.label}
    </AnchorLink>
  );
}

export function SitemapPage() {
  usePageTitle('Sitemap');

  return (
    <Container size="lg" py={{ base: 'xl', md: 48 }}>
      <Stack gap="xl">
        <nav aria-label="Breadcrumb">
          <Breadcrumbs separator="›">
            <AnchorLink size="sm" to="/">
              Home
            </AnchorLink>
            <Text size="sm" c="dimmed" aria-current="page">
              Sitemap
            </Text>
          </Breadcrumbs>
        </nav>

        <Stack gap="xs">
          <Title order={1}>Sitemap</Title>
          <Text c="dimmed">Every page of KaziStay in one place, plus stays by city across East Africa.</Text>
        </Stack>

        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
          {sitemapGroups.map((group) => (
            <Card key={group.title} withBorder radius="md" padding="lg" component="section">
              <Title order={2} size="h4" mb="sm">
                {group.title}
              </Title>
              <List spacing={6} listStyleType="none">
                {group.links.map((link) => (
                  <List.Item key={link.label}>
                    <SitemapAnchor link={link} />
                  </List.Item>
                ))}
              </List>
            </Card>
          ))}
        </SimpleGrid>

        <Stack gap="lg" component="section">
          <Title order={2}>Stays by city</Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
            {countries.map((country) => (
              <Card key={country} withBorder radius="md" padding="lg">
                <Title order={3} size="h4" mb="sm">
                  {country}
                </Title>
                <List spacing={6} listStyleType="none">
                  {citiesByCountry[country].map((city) => (
                    <List.Item key={city}>
                      <SitemapAnchor link={citySitemapLink(city, country)} />
                    </List.Item>
                  ))}
                </List>
              </Card>
            ))}
          </SimpleGrid>
        </Stack>
      </Stack>
    </Container>
  );
}
