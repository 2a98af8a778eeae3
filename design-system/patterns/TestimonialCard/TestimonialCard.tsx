import { Quote } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../lib/cn';
import { Avatar } from '../../primitives/Avatar/Avatar';
import { RatingDisplay } from '../../primitives/Rating/Rating';

const testimonialCardClasses =
  'gap-5 p-6 relative flex h-full flex-col rounded-xl border border-line bg-surface text-ink shadow-sm';

export interface TestimonialCardProps {
  name: string;
  /** Who they are, e.g. 'Backyard pitmaster, Bronzeville'. */
  title: string;
  comment: string;
  /** A portrait; without one the first letter of the name shows. */
  image?: string;
  /** Whole stars, 1–5. */
  rating: number;
  className?: string;
}

/**
 * A customer's words on the home page: their star rating, the quote, and who said it
 * (portrait, name, title). A figure whose caption is the person.
 */
export function TestimonialCard({
  name,
  title,
  comment,
  image,
  rating,
  className,
}: TestimonialCardProps) {
  const nameId = useId();
  return (
    <figure
      aria-labelledby={nameId}
      data-slot="testimonial-card"
      className={cn(testimonialCardClasses, className)}
    >
      <Quote
        aria-hidden="true"
        className="absolute top-6 right-6 size-8 fill-gold-100 text-gold-400"
      />
      <RatingDisplay value={Math.round(rating)} size="sm" />
      <blockquote data-slot="testimonial-comment" className="flex-1 text-base leading-relaxed">
        <p>“{comment}”</p>
      </blockquote>
      <figcaption data-slot="testimonial-author" className="flex items-center gap-3">
        <Avatar name={name} src={image} size="lg" isDecorative />
        <span className="flex min-w-0 flex-col">
          <span id={nameId} className="font-semibold text-ink">
            {name}
          </span>
          <span className="text-sm text-ink-muted">{title}</span>
        </span>
      </figcaption>
    </figure>
  );
}
