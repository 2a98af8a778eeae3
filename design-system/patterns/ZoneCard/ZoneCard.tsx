import { Clock, MapPin, Pencil, Trash2, Truck } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { formatMoney } from '../../lib/money';
import { Badge } from '../../primitives/Badge/Badge';
import { Button } from '../../primitives/Button/Button';
import { Card, CardBody, CardFooter, CardHeader, CardTitle } from '../../primitives/Card/Card';
import { countOf } from '../../lib/count';

const zoneCardClasses = 'h-full';

const zoneMethodClasses =
  'gap-3 py-3 last:pb-0 flex items-start justify-between border-b border-line last:border-b-0';

export interface ZoneCardMethod {
  id: string;
  /** e.g. 'Same Day Delivery'. */
  name: string;
  priceCents: number;
  minOrderCents: number;
  /** e.g. '0-1 days'. */
  estimatedDays: string;
}

export interface ZoneCardProps extends Omit<ComponentProps<typeof Card>, 'children'> {
  /** e.g. 'Local'. */
  name: string;
  /** e.g. ['Chicago', 'Oak Park', 'Evanston', 'Skokie']. */
  regions: string[];
  methods: ZoneCardMethod[];
  /** Shows an 'Edit' button (named 'Edit {name}'). */
  onEdit?: () => void;
  /** Shows a 'Delete' button (named 'Delete {name}'); the screen asks for confirmation. */
  onDelete?: () => void;
  headingLevel?: 2 | 3;
}

/**
 * A shipping zone: its name, the regions it covers and its delivery methods, each with price,
 * minimum order and estimated days. Used in the admin Shipping screen (with Edit and Delete)
 * and, without actions, on the public shipping page.
 */
export function ZoneCard({
  name,
  regions,
  methods,
  onEdit,
  onDelete,
  headingLevel = 2,
  className,
  ...props
}: ZoneCardProps) {
  return (
    <Card {...props} data-slot="zone-card" className={cn(zoneCardClasses, className)}>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle level={headingLevel} size="lg">
            {name}
          </CardTitle>
          <Badge tone="neutral" icon={Truck}>
            {countOf(methods.length, 'method')}
          </Badge>
        </div>
        <ul aria-label={`${name} regions`} className="flex flex-wrap gap-1.5">
          {regions.map((region) => (
            <li key={region}>
              <Badge tone="info" icon={MapPin}>
                {region}
              </Badge>
            </li>
          ))}
        </ul>
      </CardHeader>
      <CardBody>
        <ul aria-label={`${name} shipping methods`} data-slot="zone-card-methods">
          {methods.map((method) => (
            <li key={method.id} data-slot="zone-card-method" className={zoneMethodClasses}>
              <div className="flex min-w-0 flex-col gap-1">
                <span className="font-semibold text-ink">{method.name}</span>
                <span className="flex flex-wrap gap-x-3 gap-y-1 text-ink-muted">
                  <span>Min. order {formatMoney(method.minOrderCents)}</span>
                  <span className="inline-flex items-center gap-1">
                    <Clock aria-hidden="true" className="size-3.5" />
                    {method.estimatedDays}
                  </span>
                </span>
              </div>
              <span className="text-base font-semibold text-ink tabular-nums">
                {formatMoney(method.priceCents)}
              </span>
            </li>
          ))}
        </ul>
      </CardBody>
      {onEdit || onDelete ? (
        <CardFooter className="justify-end pt-1">
          {onEdit ? (
            <Button variant="outline" size="sm" aria-label={`Edit ${name}`} onPress={onEdit}>
              <Pencil aria-hidden="true" /> Edit
            </Button>
          ) : null}
          {onDelete ? (
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Delete ${name}`}
              onPress={onDelete}
              className="text-danger-700 rac-hover:bg-danger-50"
            >
              <Trash2 aria-hidden="true" /> Delete
            </Button>
          ) : null}
        </CardFooter>
      ) : null}
    </Card>
  );
}
