import { Clock, Flame } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { StatusBadge } from '../../primitives/Badge/Badge';
import { difficultyTones } from '../../primitives/Badge/tones';
import { Card, CardBody, CardHeader, CardMedia, CardTitle } from '../../primitives/Card/Card';
import { Eyebrow } from '../../primitives/Heading/Heading';
import { Image } from '../../primitives/Image/Image';
import { RatingDisplay } from '../../primitives/Rating/Rating';
import { VisuallyHidden } from '../../primitives/Text/Text';

const recipeCardClasses = 'h-full';

/** 'Prep 30 mins · Cook 12 hours': icon, word, value; wraps as a whole on narrow cards. */
const recipeCardTimesClasses =
  'gap-x-4 gap-y-1 text-sm [&_svg]:size-4 flex flex-wrap items-center text-ink-muted [&_svg]:shrink-0 [&_svg]:text-ember-700';

export interface RecipeCardProps extends Omit<ComponentProps<typeof Card>, 'children' | 'title'> {
  title: string;
  /** Where the card leads, e.g. '/recipes/texas-style-brisket'. */
  href: string;
  imageSrc: string;
  /** e.g. 'Smoked Meats'. */
  category: string;
  /** 0–5, drawn in half stars. */
  rating: number;
  /** Text as the recipe has it, e.g. '30 mins'. */
  prepTime: string;
  cookTime: string;
  /** 'Easy' (green), 'Intermediate' (yellow) or 'Advanced' (red). */
  difficulty: string;
  /** A corner overlay on the image, e.g. a favourite heart. */
  imageAction?: ReactNode;
  /** The title's heading level: 2 when the grid has no heading above it, else 3. */
  headingLevel?: 2 | 3;
}

/**
 * A recipe in a grid: image, category, title, stars, prep and cook time and a difficulty
 * badge. The whole card links to the recipe (its title is the link), so a grid is one tab
 * stop per recipe.
 */
export function RecipeCard({
  title,
  href,
  imageSrc,
  category,
  rating,
  prepTime,
  cookTime,
  difficulty,
  imageAction,
  headingLevel = 3,
  className,
  ...props
}: RecipeCardProps) {
  return (
    <Card {...props} interactive className={cn(recipeCardClasses, className)}>
      <CardMedia
        topLeft={
          <StatusBadge tones={difficultyTones} value={difficulty} size="md">
            <VisuallyHidden elementType="span">Difficulty: </VisuallyHidden>
            {difficulty}
          </StatusBadge>
        }
        topRight={imageAction}
      >
        <Image src={imageSrc} alt="" ratio="4/3" />
      </CardMedia>
      <CardHeader>
        <Eyebrow>{category}</Eyebrow>
        <CardTitle href={href} level={headingLevel}>
          {title}
        </CardTitle>
      </CardHeader>
      <CardBody className="justify-end">
        <RatingDisplay value={rating} size="sm" showValue />
        <p data-slot="recipe-card-times" className={recipeCardTimesClasses}>
          <span className="inline-flex items-center gap-1.5">
            <Clock aria-hidden="true" />
            Prep {prepTime}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Flame aria-hidden="true" />
            Cook {cookTime}
          </span>
        </p>
      </CardBody>
    </Card>
  );
}
