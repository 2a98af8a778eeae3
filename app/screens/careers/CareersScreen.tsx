import { Briefcase, MapPin } from 'lucide-react';
import { Badge } from '@ds/primitives/Badge/Badge';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@ds/primitives/Card/Card';
import { EmptyState } from '@ds/primitives/EmptyState/EmptyState';
import { Grid, GridItem } from '@ds/primitives/Grid/Grid';
import { Hero } from '@ds/primitives/Hero/Hero';
import { Link } from '@ds/primitives/Link/Link';
import { LinkButton } from '@ds/primitives/LinkButton/LinkButton';
import { Section } from '@ds/primitives/Section/Section';
import { Stack } from '@ds/primitives/Stack/Stack';
import { Text } from '@ds/primitives/Text/Text';
import type { JobOpening } from '@domain/types';

export interface CareersScreenProps {
  openings: JobOpening[];
  /** Where applications go, e.g. 'careers@forgeandflame.example'. */
  applyEmail: string;
  heroImage: string;
}

/** A ready-made application e-mail: the job in the subject. */
export function applyHref(email: string, opening: JobOpening): string {
  const subject = `Application: ${opening.title} (${opening.location})`;
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}

/** /careers: why work with us, and the open positions to apply for by e-mail. */
export function CareersScreen({ openings, applyEmail, heroImage }: CareersScreenProps) {
  return (
    <>
      <Hero
        title="Careers"
        eyebrow="Work the pit with us"
        description="We are cooks, pitmasters, servers and packers who love feeding people. Join a team that smokes everything over real wood and teaches you how."
        imageSrc={heroImage}
      />
      <Section
        spacing="md"
        title="Open Positions"
        description="Full-time roles come with health cover, paid time off, a staff meal every shift and 40% off in the shop."
      >
        <Stack gap="xl">
          {openings.length > 0 ? (
            <Grid as="ul" columns="halves" gap="lg">
              {openings.map((opening) => (
                <GridItem as="li" key={opening.id}>
                  <Card>
                    <CardHeader>
                      <Stack direction="row" gap="sm" wrap>
                        <Badge tone="dark" icon={Briefcase}>
                          {opening.type}
                        </Badge>
                        <Badge tone="neutral" icon={MapPin}>
                          {opening.location}
                        </Badge>
                      </Stack>
                      <CardTitle level={3}>{opening.title}</CardTitle>
                      <CardDescription>{opening.description}</CardDescription>
                    </CardHeader>
                    <CardFooter>
                      <LinkButton
                        href={applyHref(applyEmail, opening)}
                        variant="accent"
                        aria-label={`Apply for ${opening.title}, ${opening.location}`}
                      >
                        Apply
                      </LinkButton>
                    </CardFooter>
                  </Card>
                </GridItem>
              ))}
            </Grid>
          ) : (
            <EmptyState
              variant="outlined"
              headingLevel={3}
              title="No open positions right now"
              description="We post new roles here first. You are welcome to send us your CV anyway."
              action={
                <LinkButton href={`mailto:${applyEmail}`} variant="outline">
                  E-mail your CV
                </LinkButton>
              }
            />
          )}
          <Text tone="muted" size="sm">
            Don't see your role? Write to <Link href={`mailto:${applyEmail}`}>{applyEmail}</Link>{' '}
            and tell us what you would bring to the pit.
          </Text>
        </Stack>
      </Section>
    </>
  );
}
