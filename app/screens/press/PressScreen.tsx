import { Mail, Newspaper, Phone } from 'lucide-react';
import { telHref } from '@ds/patterns/LocationCard/LocationCard';
import { Badge } from '@ds/primitives/Badge/Badge';
import { Card, CardBody, CardDescription, CardHeader, CardTitle } from '@ds/primitives/Card/Card';
import { EmptyState } from '@ds/primitives/EmptyState/EmptyState';
import { Grid } from '@ds/primitives/Grid/Grid';
import { Heading } from '@ds/primitives/Heading/Heading';
import { Hero } from '@ds/primitives/Hero/Hero';
import { Link } from '@ds/primitives/Link/Link';
import { List, ListItem } from '@ds/primitives/List/List';
import { Section } from '@ds/primitives/Section/Section';
import { Stack } from '@ds/primitives/Stack/Stack';
import { Text } from '@ds/primitives/Text/Text';
import type { PressRelease } from '@domain/types';

export interface PressScreenProps {
  releases: PressRelease[];
  mediaContact: { email: string; phone: string };
  heroImage: string;
}

const releaseDate = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2024-10-01' → 'October 1, 2024' (the date as written, whatever the visitor's zone). */
export function formatReleaseDate(isoDate: string): string {
  return releaseDate.format(new Date(`${isoDate}T00:00:00Z`));
}

/** Newest first. */
export function newestReleasesFirst(releases: readonly PressRelease[]): PressRelease[] {
  return [...releases].sort((a, b) => b.date.localeCompare(a.date));
}

/** /press: the brand's news for journalists. */
export function PressScreen({ releases, mediaContact, heroImage }: PressScreenProps) {
  const sorted = newestReleasesFirst(releases);
  return (
    <>
      <Hero
        title="Press"
        eyebrow="News from the pit"
        description="Announcements, awards and stories about our restaurants, our shop and the Smokehouse Club."
        imageSrc={heroImage}
      />
      <Section spacing="md">
        <Grid columns="main-aside" gap="xl" align="start">
          <Stack as="section" gap="lg" aria-labelledby="press-releases">
            <Heading level={2} size="xl" id="press-releases">
              Press Releases
            </Heading>
            {sorted.length > 0 ? (
              <Stack as="ol" gap="lg">
                {sorted.map((release) => (
                  <li key={release.id}>
                    <Card>
                      <CardHeader>
                        <Stack direction="row" gap="sm" align="center" wrap>
                          <Text as="span" size="sm" weight="semibold" tone="accent">
                            <time dateTime={release.date}>{formatReleaseDate(release.date)}</time>
                          </Text>
                          {release.outlet ? (
                            <Badge tone="neutral" icon={Newspaper}>
                              {release.outlet}
                            </Badge>
                          ) : null}
                        </Stack>
                        <CardTitle level={3}>{release.title}</CardTitle>
                        <CardDescription>{release.summary}</CardDescription>
                      </CardHeader>
                    </Card>
                  </li>
                ))}
              </Stack>
            ) : (
              <EmptyState
                variant="outlined"
                headingLevel={3}
                title="No press releases yet"
                description="Check back soon, or contact our media team below."
              />
            )}
          </Stack>
          <Card variant="muted">
            <CardHeader>
              <CardTitle level={2}>Media Contact</CardTitle>
              <CardDescription>
                For interviews, photos and samples, our media team replies within one business day.
              </CardDescription>
            </CardHeader>
            <CardBody>
              <List variant="plain" spacing="md">
                <ListItem icon={Mail}>
                  <Link href={`mailto:${mediaContact.email}`} variant="quiet">
                    {mediaContact.email}
                  </Link>
                </ListItem>
                <ListItem icon={Phone}>
                  <Link href={telHref(mediaContact.phone)} variant="quiet">
                    {mediaContact.phone}
                  </Link>
                </ListItem>
              </List>
            </CardBody>
          </Card>
        </Grid>
      </Section>
    </>
  );
}
