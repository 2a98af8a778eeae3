import { ShieldCheck } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { FeatureCard } from '@ds/patterns/FeatureCard/FeatureCard';
import { TierCard } from '@ds/patterns/TierCard/TierCard';
import { Accordion, AccordionItem } from '@ds/primitives/Accordion/Accordion';
import { Alert } from '@ds/primitives/Alert/Alert';
import { Grid, GridItem } from '@ds/primitives/Grid/Grid';
import { Hero } from '@ds/primitives/Hero/Hero';
import { LinkButton } from '@ds/primitives/LinkButton/LinkButton';
import { List, ListItem } from '@ds/primitives/List/List';
import { Section } from '@ds/primitives/Section/Section';
import { Stack } from '@ds/primitives/Stack/Stack';
import type { Membership } from '@domain/membership';
import type { FaqItem, MembershipGuarantee, MembershipTier, PaymentCard } from '@domain/types';
import { currentMembership, renewalNote } from '../../commerce/membership-text';
import type { JoinPayment } from './join-schema';
import type { StripeCardEntry } from '../../commerce/card-entry';
import { clubDiscountRule } from '@domain/constants';
import { paths } from '@domain/paths';

// The dialog, its form library and schema load on the first Join press, not with the page.
const JoinDialog = lazy(() =>
  import('./JoinDialog').then(({ JoinDialog }) => ({ default: JoinDialog })),
);
// Only a member whose renewal waits for their bank sees it: loaded when one does.
const RenewalToConfirm = lazy(() =>
  import('../../commerce/RenewalToConfirm').then(({ RenewalToConfirm }) => ({
    default: RenewalToConfirm,
  })),
);

export interface ClubPromo {
  title: string;
  /** 'Save 20% with Premium subscription'. */
  tagline: string;
  description: string;
}

export interface SmokehouseClubScreenProps {
  tiers: MembershipTier[];
  guarantee: MembershipGuarantee;
  faq: FaqItem[];
  promo: ClubPromo;
  heroImage: string;
  /** A guest is asked to sign in or register before joining. */
  isSignedIn: boolean;
  /** The account's membership (null: never joined); an ended one can be joined again. */
  membership: Membership | null;
  /** The account's saved cards, offered by the join dialog. */
  savedCards: PaymentCard[];
  /** Where 'Sign in to join' goes (back to the club page after signing in). */
  signInHref: string;
  registerHref?: string;
  /** Charges the tier's first month; rejects with the server's refusal (the dialog shows it). */
  onJoin: (tier: MembershipTier, payment: JoinPayment) => Promise<unknown>;
  /** Stripe is the store's provider: a new card goes into its Payment Element. */
  stripeCard?: StripeCardEntry | undefined;
  /** The member confirms a renewal their bank asked about; rejects with why it failed. */
  onConfirmRenewal?: () => Promise<unknown>;
}

/**
 * /smokehouse-club: the paid club's tiers; a signed-in customer joins and is charged the first
 * month.
 */
export function SmokehouseClubScreen({
  tiers,
  guarantee,
  faq,
  promo,
  heroImage,
  isSignedIn,
  membership,
  savedCards,
  signInHref,
  registerHref = paths.register(),
  onJoin,
  stripeCard,
  onConfirmRenewal = async () => {},
}: SmokehouseClubScreenProps) {
  const [joining, setJoining] = useState<MembershipTier | null>(null);
  const [welcome, setWelcome] = useState<string | null>(null);
  const current = currentMembership(membership);
  const joinStateOf = (tier: MembershipTier) => {
    if (!isSignedIn) return 'sign-in' as const;
    if (!current) return 'join' as const;
    return current.tierId === tier.id ? ('current' as const) : ('switch' as const);
  };

  return (
    <>
      <Hero
        title="The Smokehouse Club"
        eyebrow="Membership"
        description={`A box of small-batch rubs and sauces every month, the full recipe library and live workshops with our pitmasters. ${clubDiscountRule}.`}
        imageSrc={heroImage}
      />

      <Section
        spacing="md"
        title="Choose Your Tier"
        headerAlign="center"
        description="Billed monthly. Change tiers, pause or cancel whenever you like."
      >
        <Stack gap="lg">
          {welcome ? (
            <Alert tone="success" title={`Welcome to the Smokehouse Club — ${welcome}`}>
              Your first month is paid. Your membership and its renewal date are in your profile.
            </Alert>
          ) : null}
          {current?.paymentToConfirm ? (
            <Suspense fallback={null}>
              <RenewalToConfirm membership={current} onConfirm={onConfirmRenewal} />
            </Suspense>
          ) : null}
          {current && !welcome && !current.paymentToConfirm ? (
            <Alert tone="info" title={`You are a ${current.tierName} member`}>
              {renewalNote(current)}
            </Alert>
          ) : null}
          {!isSignedIn ? (
            <Alert
              tone="info"
              title="Sign in to join"
              action={
                <Stack direction="row" gap="sm">
                  <LinkButton href={signInHref} variant="primary" size="sm">
                    Sign in
                  </LinkButton>
                  <LinkButton href={registerHref} variant="outline" size="sm">
                    Register
                  </LinkButton>
                </Stack>
              }
            >
              Memberships belong to an account: sign in, or create one, then choose your tier.
            </Alert>
          ) : null}
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
                  joinState={joinStateOf(tier)}
                  signInHref={signInHref}
                  manageHref={paths.profile()}
                  onJoin={() => setJoining(tier)}
                />
              </GridItem>
            ))}
          </Grid>
        </Stack>
      </Section>

      {joining ? (
        <Suspense fallback={null}>
          <JoinDialog
            tier={joining}
            savedCards={savedCards}
            stripeCard={stripeCard}
            onClose={() => setJoining(null)}
            onJoin={async (tier, payment) => {
              await onJoin(tier, payment);
              setJoining(null);
              setWelcome(tier.name);
            }}
          />
        </Suspense>
      ) : null}

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
