import { RecipeCard } from '@ds/patterns/RecipeCard/RecipeCard';
import { Button } from '@ds/primitives/Button/Button';
import { EmptyState } from '@ds/primitives/EmptyState/EmptyState';
import { allFilterId, FilterChips } from '@ds/primitives/FilterChips/FilterChips';
import { Grid, GridItem } from '@ds/primitives/Grid/Grid';
import { Hero } from '@ds/primitives/Hero/Hero';
import { Section } from '@ds/primitives/Section/Section';
import { Stack } from '@ds/primitives/Stack/Stack';
import { Text } from '@ds/primitives/Text/Text';
import { heroImages } from '@domain/heroes';
import type { RecipeListPage } from '@domain/recipe-categories';
import { readCategory, recipeCategoryOptions, recipeCountLabel } from './recipe-categories';
import { isPastTheEnd, NoSuchPage, PageLinks } from '../../paging/PagedList';
import { usePageHref } from '../../paging/use-page-href';
import { useLatestSearchParams } from '../../use-latest-search-params';
import { paths } from '@domain/paths';

export interface RecipesScreenProps {
  /** The page the URL asks for, in its category, with the category's total (from the server). */
  recipes: RecipeListPage;
  /** The category chips after 'All', in order. */
  categories: string[];
}

/** /recipes: the recipes a page at a time, by category; the category and page are in the URL. */
export function RecipesScreen({ recipes, categories }: RecipesScreenProps) {
  const [searchParams, setSearchParams] = useLatestSearchParams();
  const options = recipeCategoryOptions(categories, recipes.categories);
  const category = readCategory(searchParams, options);
  const chosen = options.find((option) => option.id === category);
  const shown = recipes.items;
  const hrefOf = usePageHref();

  // Another category starts again at page 1.
  const choose = (slug: string | null) => {
    const next = new URLSearchParams(searchParams);
    next.delete('page');
    if (slug) next.set('category', slug);
    else next.delete('category');
    setSearchParams(next, { replace: true });
  };

  return (
    <>
      <Hero
        title="Recipes"
        eyebrow="From our pit to yours"
        description="Briskets, ribs, wings and sides from our pitmasters, with the wood, the temperatures and the tips that make them work."
        imageSrc={heroImages.recipes}
      />
      <Section spacing="md" title={chosen ? `${chosen.label} Recipes` : 'All Recipes'}>
        <Stack gap="lg">
          <FilterChips
            aria-label="Recipe category"
            selectionMode="single"
            includeAll
            options={options.map(({ id, label }) => ({ id, label }))}
            selectedKeys={[category ?? allFilterId]}
            onSelectionChange={(keys) => {
              const [key] = [...keys];
              choose(key === undefined || key === allFilterId ? null : String(key));
            }}
          />
          <Text tone="muted" size="sm" role="status" aria-live="polite">
            {recipeCountLabel(recipes.total)}
          </Text>
          {shown.length > 0 ? (
            <Grid as="ul" columns="cards" gap="lg">
              {shown.map((recipe) => (
                <GridItem as="li" key={recipe.id}>
                  <RecipeCard
                    title={recipe.title}
                    href={paths.recipe(recipe.id)}
                    imageSrc={recipe.imageUrl}
                    category={recipe.category}
                    rating={recipe.rating}
                    prepTime={recipe.prepTime}
                    cookTime={recipe.cookTime}
                    difficulty={recipe.difficulty}
                  />
                </GridItem>
              ))}
            </Grid>
          ) : isPastTheEnd(recipes) ? (
            <NoSuchPage
              page={recipes}
              countLabel={recipeCountLabel(recipes.total)}
              hrefOf={hrefOf}
              headingLevel={3}
            />
          ) : (
            <EmptyState
              variant="outlined"
              headingLevel={3}
              title={chosen ? `No ${chosen.label} recipes yet` : 'No recipes yet'}
              description="Our pitmasters are still testing these. Try another category in the meantime."
              action={
                chosen ? (
                  <Button variant="outline" onPress={() => choose(null)}>
                    Show all recipes
                  </Button>
                ) : null
              }
            />
          )}
          <PageLinks page={recipes} hrefOf={hrefOf} />
        </Stack>
      </Section>
    </>
  );
}
