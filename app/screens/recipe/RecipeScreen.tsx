import { ChefHat, Lightbulb, TreePine } from 'lucide-react';
import { RecipeFacts } from '@ds/patterns/RecipeFacts/RecipeFacts';
import { Card, CardBody, CardHeader, CardTitle } from '@ds/primitives/Card/Card';
import { DescriptionList } from '@ds/primitives/DescriptionList/DescriptionList';
import { EmptyState } from '@ds/primitives/EmptyState/EmptyState';
import { Grid } from '@ds/primitives/Grid/Grid';
import { Eyebrow, Heading } from '@ds/primitives/Heading/Heading';
import { Image } from '@ds/primitives/Image/Image';
import { BackLink } from '@ds/primitives/Link/Link';
import { LinkButton } from '@ds/primitives/LinkButton/LinkButton';
import { List, ListItem } from '@ds/primitives/List/List';
import { Section } from '@ds/primitives/Section/Section';
import { Stack } from '@ds/primitives/Stack/Stack';
import { Text } from '@ds/primitives/Text/Text';
import { ToggleButton } from '@ds/primitives/ToggleButton/ToggleButton';
import type { Recipe } from '@domain/types';
import { paths } from '@domain/paths';

export interface RecipeScreenProps {
  /** Null when no recipe has the id in the URL. */
  recipe: Recipe | null;
  isFavorite: boolean;
  onToggleFavorite: () => void;
}

/** /recipes/:id: one recipe, to cook from. */
export function RecipeScreen({ recipe, isFavorite, onToggleFavorite }: RecipeScreenProps) {
  if (!recipe) {
    return (
      <Section spacing="lg" width="md">
        <EmptyState
          headingLevel={1}
          icon={<ChefHat aria-hidden="true" />}
          title="Recipe not found"
          description="We couldn't find that recipe. It may have been renamed or taken off the menu."
          action={
            <LinkButton href={paths.recipes()} variant="accent">
              Back to Recipes
            </LinkButton>
          }
        />
      </Section>
    );
  }

  const temperatures = [
    recipe.temperature.smoking
      ? { term: 'Smoking temperature', value: recipe.temperature.smoking }
      : null,
    recipe.temperature.grilling
      ? { term: 'Grilling temperature', value: recipe.temperature.grilling }
      : null,
    { term: 'Target internal temperature', value: recipe.temperature.internal },
  ].filter((item) => item !== null);

  return (
    <>
      <Section spacing="sm" width="lg" aria-label="Recipe">
        <Stack gap="xl">
          <BackLink href={paths.recipes()}>Back to Recipes</BackLink>
          <Grid columns="halves" gap="xl" align="center">
            <Image src={recipe.imageUrl} alt={recipe.title} ratio="4/3" rounded="xl" priority />
            <Stack gap="md">
              <Stack direction="row" justify="between" align="center" gap="md">
                <Eyebrow>{recipe.category}</Eyebrow>
                <ToggleButton
                  variant="favorite"
                  size="lg"
                  label={`Favorite ${recipe.title}`}
                  isSelected={isFavorite}
                  onChange={onToggleFavorite}
                />
              </Stack>
              <Heading level={1} size="2xl">
                {recipe.title}
              </Heading>
              <Text tone="muted" size="lg" leading="relaxed">
                {recipe.description}
              </Text>
            </Stack>
          </Grid>
          <RecipeFacts
            rating={recipe.rating}
            prepTime={recipe.prepTime}
            cookTime={recipe.cookTime}
            servings={recipe.servings}
            difficulty={recipe.difficulty}
          />
        </Stack>
      </Section>

      <Section spacing="md" width="lg" aria-label="How to make it">
        <Grid columns="main-aside" gap="xl" align="start">
          <Stack gap="xl">
            <Stack as="section" gap="md" aria-labelledby="recipe-instructions">
              <Heading level={2} size="xl" id="recipe-instructions">
                Instructions
              </Heading>
              <List variant="numbered" spacing="lg">
                {recipe.instructions.map((step, index) => (
                  <ListItem key={index}>{step}</ListItem>
                ))}
              </List>
            </Stack>
            {recipe.tips.length > 0 ? (
              <Card variant="muted">
                <CardHeader>
                  <CardTitle level={2} size="lg">
                    Pro Tips
                  </CardTitle>
                </CardHeader>
                <CardBody>
                  <List variant="plain" spacing="md">
                    {recipe.tips.map((tip) => (
                      <ListItem key={tip} icon={Lightbulb}>
                        {tip}
                      </ListItem>
                    ))}
                  </List>
                </CardBody>
              </Card>
            ) : null}
          </Stack>

          <Stack gap="lg">
            <Card>
              <CardHeader>
                <CardTitle level={2} size="lg">
                  Ingredients
                </CardTitle>
                <Text size="sm" tone="muted">
                  Serves {recipe.servings}
                </Text>
              </CardHeader>
              <CardBody>
                <List variant="bullet" size="sm">
                  {recipe.ingredients.map((ingredient) => (
                    <ListItem key={ingredient}>{ingredient}</ListItem>
                  ))}
                </List>
              </CardBody>
            </Card>
            {recipe.woodChips && recipe.woodChips.length > 0 ? (
              <Card>
                <CardHeader>
                  <CardTitle level={2} size="lg">
                    Recommended Wood
                  </CardTitle>
                </CardHeader>
                <CardBody>
                  <List variant="plain" size="sm">
                    {recipe.woodChips.map((wood) => (
                      <ListItem key={wood} icon={TreePine}>
                        {wood}
                      </ListItem>
                    ))}
                  </List>
                </CardBody>
              </Card>
            ) : null}
            <Card>
              <CardHeader>
                <CardTitle level={2} size="lg">
                  Equipment
                </CardTitle>
              </CardHeader>
              <CardBody>
                <List variant="check" size="sm">
                  {recipe.equipment.map((tool) => (
                    <ListItem key={tool}>{tool}</ListItem>
                  ))}
                </List>
              </CardBody>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle level={2} size="lg">
                  Temperature Guide
                </CardTitle>
              </CardHeader>
              <CardBody>
                <DescriptionList divided items={temperatures} />
              </CardBody>
            </Card>
          </Stack>
        </Grid>
      </Section>
    </>
  );
}
