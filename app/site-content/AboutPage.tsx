import { Flame, GraduationCap, HandHeart, Leaf, Sparkles, type LucideIcon } from 'lucide-react';
import { FeatureCard } from '@ds/patterns/FeatureCard/FeatureCard';
import { TeamCard } from '@ds/patterns/TeamCard/TeamCard';
import { Timeline } from '@ds/patterns/Timeline/Timeline';
import { Grid, GridItem } from '@ds/primitives/Grid/Grid';
import { Hero } from '@ds/primitives/Hero/Hero';
import { LinkButton } from '@ds/primitives/LinkButton/LinkButton';
import { Section } from '@ds/primitives/Section/Section';
import { Stack } from '@ds/primitives/Stack/Stack';
import { Text } from '@ds/primitives/Text/Text';
import { heroImages } from '@domain/heroes';
import type { CompanyValue, TeamMember, TimelineEntry } from '@domain/types';
import { paths } from '@domain/paths';

export interface AboutPageProps {
  brandName: string;
  /** The story, one paragraph per entry. */
  story: string[];
  timeline: TimelineEntry[];
  values: CompanyValue[];
  team: TeamMember[];
}

/** One icon per value, in order; any further value gets the sparkle. */
const valueIcons: LucideIcon[] = [Flame, HandHeart, GraduationCap, Leaf];

/**
 * The About page (/about): who the brand is and what it stands for, from the `about` content
 * key; the console's content editor previews a draft with it.
 */
export function AboutPage({ brandName, story, timeline, values, team }: AboutPageProps) {
  return (
    <>
      <Hero
        title={`About ${brandName}`}
        eyebrow="Since 2012"
        description="From one homemade smoker behind a South Side garage to three Chicago smokehouses and a shop that ships nationwide."
        imageSrc={heroImages.about}
      />

      <Section spacing="md" width="md" title="Our Story">
        <Stack gap="md">
          {story.map((paragraph) => (
            <Text key={paragraph} size="lg" leading="relaxed">
              {paragraph}
            </Text>
          ))}
        </Stack>
      </Section>

      <Section tone="muted" spacing="md" width="md" title="Our Journey">
        <Timeline
          entries={timeline.map(({ year, title, description }) => ({ year, title, description }))}
        />
      </Section>

      <Section spacing="md" title="What We Stand For">
        <Grid columns="quarters" gap="lg">
          {values.map((value, index) => (
            <FeatureCard
              key={value.title}
              icon={valueIcons[index] ?? Sparkles}
              title={value.title}
              description={value.description}
            />
          ))}
        </Grid>
      </Section>

      <Section
        tone="muted"
        spacing="md"
        title="Meet the Team"
        action={
          <LinkButton href={paths.careers()} variant="outline">
            Join the team
          </LinkButton>
        }
      >
        <Grid as="ul" columns="quarters" gap="lg">
          {team.map((member) => (
            <GridItem as="li" key={member.name}>
              <TeamCard
                name={member.name}
                role={member.role}
                bio={member.bio}
                imageSrc={member.image}
              />
            </GridItem>
          ))}
        </Grid>
      </Section>
    </>
  );
}
