import { cva } from 'class-variance-authority';
import { Briefcase, House, MapPin, type LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Badge } from '../../primitives/Badge/Badge';
import { Button } from '../../primitives/Button/Button';
import { Heading } from '../../primitives/Heading/Heading';
import { VisuallyHidden } from '../../primitives/Text/Text';

const addressCardVariants = cva(
  'flex h-full flex-col gap-4 rounded-xl border bg-surface p-5 text-ink',
  {
    variants: {
      /** The default address is outlined in charcoal. */
      isDefault: {
        true: 'border-primary ring-1 ring-primary',
        false: 'border-line',
      },
    },
    defaultVariants: { isDefault: false },
  },
);

export type AddressType = 'Home' | 'Work' | 'Other';

const typeIcons: Record<AddressType, LucideIcon> = { Home: House, Work: Briefcase, Other: MapPin };

export interface AddressCardProps extends Omit<ComponentProps<'article'>, 'children'> {
  type: AddressType;
  address: string;
  city: string;
  state: string;
  zip: string;
  isDefault: boolean;
  onEdit: () => void;
  onDelete: () => void;
  /** Shown only on an address that is not the default. */
  onMakeDefault: () => void;
  headingLevel?: 2 | 3 | 4;
}

/**
 * A saved address in the account: its type (Home, Work, Other) with an icon, the address,
 * a 'Default' badge on the default one, and Edit, Delete and Make Default.
 */
export function AddressCard({
  type,
  address,
  city,
  state,
  zip,
  isDefault,
  onEdit,
  onDelete,
  onMakeDefault,
  headingLevel = 3,
  className,
  ...props
}: AddressCardProps) {
  const TypeIcon = typeIcons[type];
  const which = (
    <VisuallyHidden elementType="span"> {`${type} address, ${address}`}</VisuallyHidden>
  );
  return (
    <article
      {...props}
      data-slot="address-card"
      data-default={isDefault || undefined}
      className={cn(addressCardVariants({ isDefault }), className)}
    >
      <div className="flex items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <span className="flex size-9 items-center justify-center rounded-pill bg-charcoal-100 text-charcoal-800 [&_svg]:size-4">
            <TypeIcon aria-hidden="true" />
          </span>
          <Heading level={headingLevel} size="md">
            {type}
          </Heading>
        </div>
        {isDefault ? (
          <Badge tone="dark" data-slot="address-card-default">
            Default
          </Badge>
        ) : null}
      </div>
      <address data-slot="address-card-address" className="text-sm leading-relaxed not-italic">
        {address}
        <br />
        {city}, {state} {zip}
      </address>
      <div data-slot="address-card-actions" className="mt-auto flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onPress={onEdit}>
          Edit{which}
        </Button>
        <Button variant="ghost" size="sm" onPress={onDelete}>
          Delete{which}
        </Button>
        {isDefault ? null : (
          <Button variant="ghost" size="sm" onPress={onMakeDefault}>
            Make Default{which}
          </Button>
        )}
      </div>
    </article>
  );
}
