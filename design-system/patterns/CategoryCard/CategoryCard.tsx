import { useId } from 'react';
import { cn } from '../../lib/cn';
import { Badge } from '../../primitives/Badge/Badge';
import {
  Card,
  CardBody,
  CardDescription,
  CardHeader,
  CardMedia,
  CardTitle,
} from '../../primitives/Card/Card';
import { Image } from '../../primitives/Image/Image';

const categoryCardClasses = 'h-full';

const categoryCardLabelClasses = 'text-xs font-semibold tracking-widest text-ink-muted uppercase';

export interface CategoryCardProps {
  title: string;
  image: string;
  description: string;
  /** Shown as small tags, e.g. 'Seasonal Vegetables', 'Herbs'. */
  subcategories: string[];
  /** What people come for, e.g. 'Sweet corn', 'Bell peppers'. */
  keyProducts: string[];
  /** Makes the card a link (the whole card is pressable). */
  href?: string;
  /** The title's heading level: 3 under a section's h2 by default. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * A department of the store on the home page's 'Shop by Category' carousel: photo, name,
 * a sentence about it, its subcategories as tags and its key products.
 */
export function CategoryCard({
  title,
  image,
  description,
  subcategories,
  keyProducts,
  href,
  headingLevel = 3,
  className,
}: CategoryCardProps) {
  const subcategoriesId = useId();
  const keyProductsId = useId();
  return (
    <Card
      interactive={href !== undefined}
      data-slot="category-card"
      className={cn(categoryCardClasses, className)}
    >
      <CardMedia>
        <Image src={image} alt="" ratio="4/3" />
      </CardMedia>
      <CardHeader>
        <CardTitle level={headingLevel} size="lg" href={href}>
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardBody className="gap-4">
        <div className="flex flex-col gap-2">
          <p id={subcategoriesId} className={categoryCardLabelClasses}>
            Subcategories
          </p>
          <ul aria-labelledby={subcategoriesId} className="flex flex-wrap gap-1.5">
            {subcategories.map((name) => (
              <li key={name}>
                <Badge tone="neutral">{name}</Badge>
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-col gap-1">
          <p id={keyProductsId} className={categoryCardLabelClasses}>
            Key products
          </p>
          <ul
            aria-labelledby={keyProductsId}
            data-slot="category-card-key-products"
            className="text-sm text-ink"
          >
            {keyProducts.map((name, index) => (
              <li key={name} className="inline">
                {name}
                {index < keyProducts.length - 1 ? (
                  <span aria-hidden="true" className="px-1.5 text-ink-muted">
                    ·
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      </CardBody>
    </Card>
  );
}
