import { cva } from 'class-variance-authority';
import { BadgeCheck, Crown, LogIn, Settings } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { formatMoney } from '../../lib/money';
import { Badge } from '../../primitives/Badge/Badge';
import { Button } from '../../primitives/Button/Button';
import {
  Card,
  CardBody,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../primitives/Card/Card';
import { LinkButton } from '../../primitives/LinkButton/LinkButton';
import { List, ListItem } from '../../primitives/List/List';
import { Text } from '../../primitives/Text/Text';

const tierCardVariants = cva('h-full', {
  variants: {
    /** The 'Most Popular' tier: a gold frame that lifts it out of the row. */
    featured: {
      true: 'border-gold-500 shadow-lg ring-2 ring-gold-400',
      false: '',
    },
  },
  defaultVariants: { featured: false },
});

const tierPriceClasses = 'text-5xl font-bold font-display leading-none text-ink tabular-nums';

export interface TierCardProps extends Omit<ComponentProps<typeof Card>, 'children' | 'title'> {
  /** e.g. 'Smoke Master'. */
  name: string;
  priceCents: number;
  /** The billing period shown after the price. */
  period?: 'month' | 'year';
  description: string;
  features: string[];
  /** Shows the 'Most Popular' badge and the gold frame. */
  isMostPopular?: boolean;
  /** A savings line under the price, e.g. 'Save 20% vs. monthly purchases'. */
  savingsNote?: string;
  /** Called by 'Join <name>'. */
  onJoin?: () => void;
  /**
   * What the footer offers: `join` the button; `sign-in` a 'Sign in to join <name>' link for
   * guests; `current` the member's own tier (a badge and a link to manage it); `switch` another
   * tier for a member, whose changes are made in the profile.
   */
  joinState?: 'join' | 'sign-in' | 'current' | 'switch';
  signInHref: string;
  /** Where a member manages the membership. */
  manageHref: string;
  /** The name's heading level: 3 under a section's h2. */
  headingLevel?: 2 | 3;
}

/**
 * A membership tier of the Smokehouse Club: price per month, who it is for, its benefits and
 * a 'Join <tier>' button; guests get a sign-in link instead, members see their own tier marked.
 */
export function TierCard({
  name,
  priceCents,
  period = 'month',
  description,
  features,
  isMostPopular = false,
  savingsNote,
  onJoin,
  joinState = 'join',
  signInHref,
  manageHref,
  headingLevel = 3,
  className,
  ...props
}: TierCardProps) {
  return (
    <Card {...props} className={cn(tierCardVariants({ featured: isMostPopular }), className)}>
      <CardHeader>
        {isMostPopular ? (
          <Badge tone="gold" size="md" icon={Crown}>
            Most Popular
          </Badge>
        ) : null}
        <CardTitle level={headingLevel} size="lg">
          {name}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
        <p data-slot="tier-card-price" className="mt-2 flex items-baseline gap-1">
          <span className={tierPriceClasses}>{formatMoney(priceCents)}</span>
          <Text as="span" size="sm" tone="muted">
            /{period}
          </Text>
        </p>
        {savingsNote ? (
          <Text size="sm" weight="semibold" tone="success">
            {savingsNote}
          </Text>
        ) : null}
      </CardHeader>
      <CardBody>
        <List variant="check" size="sm">
          {features.map((feature) => (
            <ListItem key={feature}>{feature}</ListItem>
          ))}
        </List>
      </CardBody>
      <CardFooter>
        {joinState === 'sign-in' ? (
          <LinkButton href={signInHref} variant="outline" size="lg" className="w-full">
            <LogIn aria-hidden="true" />
            Sign in to join {name}
          </LinkButton>
        ) : joinState === 'current' ? (
          <div data-slot="tier-card-current" className="flex w-full flex-col items-center gap-3">
            <Badge tone="success" size="md" icon={BadgeCheck}>
              Your tier
            </Badge>
            <LinkButton href={manageHref} variant="outline" size="lg" className="w-full">
              <Settings aria-hidden="true" />
              Manage membership
            </LinkButton>
          </div>
        ) : joinState === 'switch' ? (
          <LinkButton href={manageHref} variant="outline" size="lg" className="w-full">
            Switch to {name} in your profile
          </LinkButton>
        ) : (
          <Button
            variant={isMostPopular ? 'accent' : 'primary'}
            size="lg"
            className="w-full"
            onPress={onJoin}
          >
            Join {name}
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
