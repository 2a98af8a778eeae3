import { Check, ExternalLink, MapPin, Phone, ShoppingBag, Truck } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Badge } from '../../primitives/Badge/Badge';
import {
  Card,
  CardBody,
  CardFooter,
  CardHeader,
  CardMedia,
  CardTitle,
} from '../../primitives/Card/Card';
import { DescriptionList } from '../../primitives/DescriptionList/DescriptionList';
import { Image } from '../../primitives/Image/Image';
import { Link } from '../../primitives/Link/Link';
import { LinkButton } from '../../primitives/LinkButton/LinkButton';
import { Text } from '../../primitives/Text/Text';
import { ToggleButton } from '../../primitives/ToggleButton/ToggleButton';

const locationCardClasses = 'h-full';

/** Each action takes an equal share of the row and wraps under the others when it runs out. */
const locationCardActionClasses = 'min-w-36 flex-1';

export interface LocationCardProps extends Omit<ComponentProps<typeof Card>, 'children' | 'title'> {
  /** e.g. 'North Side'. */
  name: string;
  /** The street line, e.g. '3250 N Clark St'. */
  address: string;
  city: string;
  state: string;
  zip: string;
  /** As printed, e.g. '(773) 555-0168'; dialled as +1 and its digits. */
  phone: string;
  hours: { monFri: string; satSun: string };
  features: string[];
  imageSrc: string;
  /** Miles from the searched place, e.g. 2.4; shown as '2.4 mi'. */
  distanceMiles?: number;
  /** The searched place is inside this store's delivery radius. */
  deliversToYou?: boolean;
  /** This is the visitor's store: 'Your store' badge, ember frame, pressed 'Select Store'. */
  isPreferred?: boolean;
  /** 'Select Store' toggled: true to make it the visitor's store, false to forget it. */
  onPreferredChange?: (isPreferred: boolean) => void;
  /** Where 'Order Online' leads; it also makes this the visitor's store. */
  orderHref: string;
  onOrderOnline?: () => void;
  /** The name's heading level: 3 under a section's h2. */
  headingLevel?: 2 | 3;
}

/** Google Maps directions to an address, for a link that opens in a new tab. */
export function directionsUrl(destination: string): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

/** '(773) 555-0168' → 'tel:+17735550168' (US numbers). */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}

const miles = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/**
 * A restaurant location for the store finder: photo, address, phone, opening hours, features,
 * and the distance from a searched place. 'Select Store' makes it the visitor's store; 'Get
 * Directions' opens Google Maps in a new tab; 'Order Online' goes to the shop.
 */
export function LocationCard({
  name,
  address,
  city,
  state,
  zip,
  phone,
  hours,
  features,
  imageSrc,
  distanceMiles,
  deliversToYou = false,
  isPreferred = false,
  onPreferredChange,
  orderHref,
  onOrderOnline,
  headingLevel = 3,
  className,
  ...props
}: LocationCardProps) {
  const fullAddress = `${address}, ${city}, ${state} ${zip}`;
  return (
    <Card {...props} isSelected={isPreferred} className={cn(locationCardClasses, className)}>
      <CardMedia
        topLeft={
          isPreferred ? (
            <Badge tone="ember" size="md" icon={Check}>
              Your store
            </Badge>
          ) : null
        }
      >
        <Image src={imageSrc} alt="" ratio="16/9" />
      </CardMedia>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle level={headingLevel} size="lg">
            {name}
          </CardTitle>
          {distanceMiles !== undefined ? (
            <Badge tone="dark" size="md" icon={MapPin}>
              {miles.format(distanceMiles)} mi
            </Badge>
          ) : null}
        </div>
        {deliversToYou ? (
          <Badge tone="success" size="md" icon={Truck}>
            Delivers to you
          </Badge>
        ) : null}
        <Text size="sm" tone="muted">
          {address}
          <br />
          {city}, {state} {zip}
        </Text>
      </CardHeader>
      <CardBody>
        <Link
          href={telHref(phone)}
          aria-label={`Call ${name}: ${phone}`}
          variant="quiet"
          className="inline-flex w-fit items-center gap-2 font-medium"
        >
          <Phone aria-hidden="true" className="text-ember-700" />
          {phone}
        </Link>
        <DescriptionList
          items={[
            { term: 'Mon–Fri', value: hours.monFri },
            { term: 'Sat–Sun', value: hours.satSun },
          ]}
        />
        <ul aria-label={`${name} features`} className="flex flex-wrap gap-1.5">
          {features.map((feature) => (
            <li key={feature}>
              <Badge tone="neutral">{feature}</Badge>
            </li>
          ))}
        </ul>
      </CardBody>
      <CardFooter>
        <LinkButton
          href={orderHref}
          variant="accent"
          onPress={onOrderOnline}
          aria-label={`Order Online from ${name}`}
          className={locationCardActionClasses}
        >
          <ShoppingBag aria-hidden="true" />
          Order Online
        </LinkButton>
        <LinkButton
          href={directionsUrl(fullAddress)}
          target="_blank"
          rel="noopener noreferrer"
          variant="outline"
          aria-label={`Get Directions to ${name} (opens in a new tab)`}
          className={locationCardActionClasses}
        >
          Get Directions
          <ExternalLink aria-hidden="true" />
        </LinkButton>
        <ToggleButton
          variant="outline"
          isSelected={isPreferred}
          aria-label={`Select Store: ${name}`}
          onChange={(selected) => onPreferredChange?.(selected)}
          className={`${locationCardActionClasses} basis-full`}
        >
          {isPreferred ? <Check aria-hidden="true" /> : null}
          Select Store
        </ToggleButton>
      </CardFooter>
    </Card>
  );
}
