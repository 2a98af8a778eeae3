import { ShieldCheck } from 'lucide-react';
import { FeatureCard } from '../../../design-system/patterns/FeatureCard/FeatureCard';
import { TierCard } from '../../../design-system/patterns/TierCard/TierCard';
import { Accordion, AccordionItem } from '../../../design-system/primitives/Accordion/Accordion';
import { Grid, GridItem } from '../../../design-system/primitives/Grid/Grid';
import { Hero } from '../../../design-system/primitives/Hero/Hero';
import { List, ListItem } from '../../../design-system/primitives/List/List';
import { Section } from '../../../design-system/primitives/Section/Section';
import type { FaqItem, MembershipGuarantee, MembershipTier } from '../../../domain/types';

export interface ClubPromo {
  title: string;
  /** 'Save 20% with Premium subscription'. */
  tagline: string;
  description: string;
}

export interface ClubScreenProps {
  tiers: MembershipTier[];
  guarantee: MembershipGuarantee;
  faq: FaqItem[];
  promo: ClubPromo;
  heroImage: string;
  /** The tiers whose first month is already in the cart: their button reads 'Go to cart'. */
  tiersInCart: ReadonlySet<string>;
  /** 'Join <tier>': add the tier's first month to the cart. */
  onJoin: (tier: MembershipTier) => void;
}

/**
 * /smokehouse-club: the three monthly tiers (Smoke Master the most popular), the members'
 * discount, the money-back guarantee and the FAQ. Joining puts the first month in the cart.
 */
export function ClubScreen({
  tiers,
  guarantee,
  faq,
  promo,
  heroImage,
  tiersInCart,
  onJoin,
}: ClubScreenProps) {
  return (
    <>
      <Hero
        title="The Smokehouse Club"
        eyebrow="Membership"
        description="A box of small-batch rubs and sauces every month, the full recipe library, live workshops with our pitmasters, and 20% off everything in the shop."
        imageSrc={heroImage}
      />

      <Section
        spacing="md"
        title="Choose Your Tier"
        headerAlign="center"
        description="Billed monthly. Change tiers, pause or cancel whenever you like."
      >
        <Grid as="ul" columns="thirds" gap="lg" align="start">
          {tiers.map((tier) => (
            <GridItem as="li" key={tier.id}>
              <TierCard
                name={tier.name}
                priceCents={tier.priceCents}
                period={tier.period}
                description={tier.description}
                features={tier.features}
                isMostPopular={tier.mostPopular}
                savingsNote={tier.savingsNote}
                isInCart={tiersInCart.has(tier.id)}
                onJoin={() => onJoin(tier)}
              />
            </GridItem>
          ))}
        </Grid>
      </Section>

      <Section
        tone="gold"
        spacing="sm"
        headerAlign="center"
        eyebrow={promo.title}
        title={promo.tagline}
        description={`${promo.description}, on top of everything in your box.`}
      />

      <Section spacing="md" width="md" aria-label="Guarantee">
        <FeatureCard
          icon={ShieldCheck}
          layout="inline"
          variant="muted"
          headingLevel={2}
          title={guarantee.title}
          description={
            <List variant="check" size="sm" spacing="sm">
              {guarantee.points.map((point) => (
                <ListItem key={point}>{point}</ListItem>
              ))}
            </List>
          }
        />
      </Section>

      <Section spacing="md" width="md" title="Frequently Asked Questions">
        <Accordion headingLevel={3}>
          {faq.map((item) => (
            <AccordionItem key={item.id} id={item.id} title={item.question}>
              {item.answer}
            </AccordionItem>
          ))}
        </Accordion>
      </Section>
    </>
  );
}
