import { cva, type VariantProps } from 'class-variance-authority';
import { Check, type LucideIcon } from 'lucide-react';
import { createContext, useContext, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';

const listVariants = cva('text-ink', {
  variants: {
    variant: {
      bullet: 'list-disc pl-5 marker:text-ember-700',
      /** Big numbered circles, for recipe instructions. */
      numbered: 'list-none',
      /** Check icons, for key features and tier benefits. */
      check: 'list-none',
      plain: 'list-none',
      /** Rows with a rule between them, for settings and activity lists. */
      divided: 'list-none divide-y divide-line',
    },
    spacing: {
      none: 'space-y-0',
      sm: 'space-y-1',
      md: 'space-y-2',
      lg: 'space-y-4',
    },
    size: {
      sm: 'text-sm',
      md: 'text-base',
    },
  },
  compoundVariants: [
    // Divided rows carry their own padding instead of gaps.
    { variant: 'divided', className: 'space-y-0' },
  ],
  defaultVariants: { variant: 'bullet', spacing: 'md', size: 'md' },
});

const listItemVariants = cva('', {
  variants: {
    variant: {
      bullet: 'pl-1',
      numbered: [
        'flex items-start gap-4 [counter-increment:list-item_1]',
        'before:flex before:size-8 before:shrink-0 before:items-center before:justify-center before:rounded-pill before:bg-charcoal-900 before:font-display before:text-sm before:font-bold before:text-white before:content-[counter(list-item)]',
      ],
      check: 'flex items-start gap-2.5',
      plain: '',
      divided: 'py-3',
    },
  },
  defaultVariants: { variant: 'bullet' },
});

type ListVariant = NonNullable<VariantProps<typeof listVariants>['variant']>;

const ListVariantContext = createContext<ListVariant>('bullet');

export interface ListProps
  extends Omit<ComponentProps<'ul'>, 'ref'>, VariantProps<typeof listVariants> {}

/**
 * A list of ListItems. `numbered` renders an ordered list with large numbered circles
 * (recipe instructions); `check` puts a check before each item (features, tier benefits);
 * `divided` draws rules between rows; `bullet` and `plain` for everything else.
 */
export function List({ variant = 'bullet', spacing, size, className, ...props }: ListProps) {
  const Element = variant === 'numbered' ? 'ol' : 'ul';
  return (
    <ListVariantContext value={variant ?? 'bullet'}>
      <Element
        {...props}
        // Safari drops list semantics from lists without markers; the role restores them.
        role={variant === 'bullet' ? undefined : 'list'}
        data-slot="list"
        data-variant={variant}
        className={cn(listVariants({ variant, spacing, size }), className)}
      />
    </ListVariantContext>
  );
}

export interface ListItemProps extends ComponentProps<'li'> {
  /**
   * A leading icon in place of the marker, e.g. `Phone`, `Mail`, `Truck` for contact details
   * and delivery notes. Decorative: the text must say it all.
   */
  icon?: LucideIcon;
}

/** One entry of a List; it takes its marker from the List's variant, or shows `icon`. */
export function ListItem({ icon: ItemIcon, className, children, ...props }: ListItemProps) {
  const variant = useContext(ListVariantContext);
  const LeadingIcon = ItemIcon ?? (variant === 'check' ? Check : undefined);
  return (
    <li
      {...props}
      data-slot="list-item"
      className={cn(
        listItemVariants({ variant }),
        ItemIcon && variant !== 'numbered' && 'flex items-start gap-2.5',
        className,
      )}
    >
      {LeadingIcon && variant !== 'numbered' ? (
        <>
          <LeadingIcon
            aria-hidden="true"
            data-slot={ItemIcon ? 'list-item-icon' : 'list-item-check'}
            className={cn(
              'mt-0.5 size-5 shrink-0',
              ItemIcon ? 'text-ember-700' : 'text-success-700',
            )}
          />
          <span className="min-w-0">{children}</span>
        </>
      ) : variant === 'numbered' ? (
        <span className="min-w-0 pt-1">{children}</span>
      ) : (
        children
      )}
    </li>
  );
}
