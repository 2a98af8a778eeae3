import { Check, Users } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { formatMoney } from '../../lib/money';
import { Badge } from '../../primitives/Badge/Badge';
import {
  Card,
  CardBody,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../primitives/Card/Card';
import { List, ListItem } from '../../primitives/List/List';
import { Text } from '../../primitives/Text/Text';
import { ToggleButton } from '../../primitives/ToggleButton/ToggleButton';

const packageCardClasses = 'h-full';

const packagePriceClasses = 'text-4xl font-bold font-display leading-none text-ink tabular-nums';

export interface PackageCardProps extends Omit<ComponentProps<typeof Card>, 'children' | 'title'> {
  /** e.g. 'Corporate Grill'. */
  name: string;
  pricePerPersonCents: number;
  minGuests: number;
  description: string;
  /** What the package includes. */
  items: string[];
  /** Shows the 'Most Popular' badge. */
  isPopular?: boolean;
  /** The chosen package of the set: ember border, 'Selected' badge, pressed button. */
  isSelected?: boolean;
  /** Called when 'Select Package' is pressed (pressing it again keeps it selected). */
  onSelect?: () => void;
  /** The title's heading level: 3 under a section's h2. */
  headingLevel?: 2 | 3;
}

/**
 * A catering package: name, price per person, minimum guests, what is included and a 'Select
 * Package' toggle (aria-pressed) that marks it as the chosen one. Three side by side on the
 * Catering page; choosing one fills the quote form's package.
 */
export function PackageCard({
  name,
  pricePerPersonCents,
  minGuests,
  description,
  items,
  isPopular = false,
  isSelected = false,
  onSelect,
  headingLevel = 3,
  className,
  ...props
}: PackageCardProps) {
  return (
    <Card {...props} isSelected={isSelected} className={cn(packageCardClasses, className)}>
      <CardHeader>
        {isPopular || isSelected ? (
          <div className="flex flex-wrap gap-2">
            {isPopular ? <Badge tone="gold">Most Popular</Badge> : null}
            {isSelected ? (
              <Badge tone="ember" icon={Check}>
                Selected
              </Badge>
            ) : null}
          </div>
        ) : null}
        <CardTitle level={headingLevel} size="lg">
          {name}
        </CardTitle>
        <p data-slot="package-card-price" className="flex items-baseline gap-2">
          <span className={packagePriceClasses}>{formatMoney(pricePerPersonCents)}</span>
          <Text as="span" size="sm" tone="muted">
            per person
          </Text>
        </p>
        <Text
          size="sm"
          weight="medium"
          className="flex items-center gap-1.5 [&_svg]:size-4 [&_svg]:text-ember-700"
        >
          <Users aria-hidden="true" />
          Minimum {minGuests} guests
        </Text>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardBody>
        <List variant="check" size="sm">
          {items.map((item) => (
            <ListItem key={item}>{item}</ListItem>
          ))}
        </List>
      </CardBody>
      <CardFooter>
        <ToggleButton
          variant="outline"
          className="w-full"
          isSelected={isSelected}
          // The visible text plus which package, so the three buttons are told apart.
          aria-label={`Select Package: ${name}`}
          // Choosing is one-way: pressing the chosen package again keeps it chosen.
          onChange={() => onSelect?.()}
        >
          {isSelected ? <Check aria-hidden="true" /> : null}
          Select Package
        </ToggleButton>
      </CardFooter>
    </Card>
  );
}
