import { ChefHat, Clock, Flame, Star, Users, type LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { StatusBadge } from '../../primitives/Badge/Badge';
import { difficultyTones } from '../../primitives/Badge/tones';
import { RatingDisplay } from '../../primitives/Rating/Rating';

/** Two tiles a row on phones, three from sm, all five in one row from lg. */
const recipeFactsClasses = 'gap-3 grid grid-cols-2 sm:grid-cols-3 lg:grid-cols-5';

const recipeFactClasses =
  'gap-1 p-4 min-w-0 flex flex-col rounded-lg border border-line bg-surface-muted';

const recipeFactTermClasses =
  'gap-1.5 text-xs font-semibold tracking-wide [&_svg]:size-4 flex items-center text-ink-muted uppercase [&_svg]:shrink-0 [&_svg]:text-ember-700';

const recipeFactValueClasses = 'text-base font-semibold text-ink';

export interface RecipeFactsProps extends Omit<ComponentProps<'dl'>, 'children'> {
  /** 0–5 in half stars. */
  rating: number;
  /** Text as the recipe has it, e.g. '45 mins'. */
  prepTime: string;
  cookTime: string;
  servings: number;
  /** 'Easy' (green), 'Intermediate' (yellow) or 'Advanced' (red). */
  difficulty: string;
}

interface Fact {
  term: string;
  icon: LucideIcon;
  value: ReactNode;
}

/**
 * The recipe page's key numbers at a glance: rating, prep time, cook time, servings and
 * difficulty, as a description list of tiles (screen readers hear each term with its value).
 */
export function RecipeFacts({
  rating,
  prepTime,
  cookTime,
  servings,
  difficulty,
  className,
  ...props
}: RecipeFactsProps) {
  const facts: Fact[] = [
    { term: 'Rating', icon: Star, value: <RatingDisplay value={rating} size="sm" showValue /> },
    { term: 'Prep Time', icon: Clock, value: prepTime },
    { term: 'Cook Time', icon: Flame, value: cookTime },
    { term: 'Servings', icon: Users, value: servings },
    {
      term: 'Difficulty',
      icon: ChefHat,
      value: <StatusBadge tones={difficultyTones} value={difficulty} size="md" />,
    },
  ];
  return (
    <dl {...props} data-slot="recipe-facts" className={cn(recipeFactsClasses, className)}>
      {facts.map(({ term, icon: FactIcon, value }) => (
        <div key={term} data-slot="recipe-fact" className={recipeFactClasses}>
          <dt className={recipeFactTermClasses}>
            <FactIcon aria-hidden="true" />
            {term}
          </dt>
          <dd className={recipeFactValueClasses}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
