import { ChefHat, Crown } from 'lucide-react';
import { CategoryCard } from '@ds/patterns/CategoryCard/CategoryCard';
import { PromoBanner } from '@ds/patterns/PromoBanner/PromoBanner';
import { TestimonialCard } from '@ds/patterns/TestimonialCard/TestimonialCard';
import { Carousel } from '@ds/primitives/Carousel/Carousel';
import { Grid, GridItem } from '@ds/primitives/Grid/Grid';
import { Link } from '@ds/primitives/Link/Link';
import { Section } from '@ds/primitives/Section/Section';
import { heroImages } from '@domain/heroes';
import type {
  CategoryCard as Category,
  HomeHero as HomeHeroCopy,
  Product,
  Testimonial,
} from '@domain/types';
import { ProductGrid, productTile } from '../../catalog/ProductGrid';
import { paths } from '@domain/paths';
import { HomeHero } from '@app/site-content/HomeHero';

export interface HomeClubPromo {
  title: string;
  tagline: string;
  description: string;
  href: string;
}

export interface HomeScreenProps {
  /** The hero's copy (the `home-hero` content key). */
  hero: HomeHeroCopy;
  categories: Category[];
  weeklySpecials: Product[];
  testimonials: Testimonial[];
  clubPromo: HomeClubPromo;
  favoriteIds: ReadonlySet<string>;
  onToggleFavorite: (product: Product) => void;
  onAddToCart: (product: Product) => void;
}

/** /: the brand's front door, leading to the shop, the recipes and the club. */
export function HomeScreen({
  hero,
  categories,
  weeklySpecials,
  testimonials,
  clubPromo,
  favoriteIds,
  onToggleFavorite,
  onAddToCart,
}: HomeScreenProps) {
  return (
    <>
      <HomeHero {...hero} />

      <Section
        eyebrow="Something for every table"
        title="Shop by Category"
        description="Seven departments in our stores, from the butcher's counter to the bakery."
      >
        <Carousel
          label="Categories"
          items={categories}
          getKey={(category) => category.id}
          renderItem={(category) => <CategoryCard {...category} />}
        />
      </Section>

      <Section spacing="sm">
        <PromoBanner
          tone="dark"
          icon={ChefHat}
          eyebrow="Premium Recipes"
          title="Cook like a pitmaster"
          description="Step-by-step recipes with the wood, the temperatures and the pro tips our pitmasters use."
          actionLabel="Browse Recipes"
          href={paths.recipes()}
          image={heroImages.recipes}
        />
      </Section>

      <Section
        tone="muted"
        eyebrow="This week only"
        title="Weekly Specials"
        description="Three favourites from the pit, picked by our staff."
        action={
          <Link href={paths.weeklyDeals()} variant="inline">
            See the Weekly Circular
          </Link>
        }
      >
        <ProductGrid
          label="Weekly Specials"
          tiles={weeklySpecials.map(productTile)}
          columns="thirds"
          favoriteIds={favoriteIds}
          onToggleFavorite={onToggleFavorite}
          onAddToCart={onAddToCart}
        />
      </Section>

      <Section spacing="sm">
        <PromoBanner
          tone="ember"
          icon={Crown}
          eyebrow={clubPromo.title}
          title={clubPromo.tagline}
          description={clubPromo.description}
          actionLabel="Join the Club"
          href={clubPromo.href}
          image={heroImages.smokehouseClub}
        />
      </Section>

      <Section eyebrow="From our regulars" title="What Our Customers Say" headerAlign="center">
        <Grid as="ul" columns="thirds" gap="lg" aria-label="Testimonials">
          {testimonials.map((testimonial) => (
            <GridItem as="li" key={testimonial.id}>
              <TestimonialCard
                name={testimonial.name}
                title={testimonial.title}
                comment={testimonial.comment}
                image={testimonial.image}
                rating={testimonial.rating}
              />
            </GridItem>
          ))}
        </Grid>
      </Section>
    </>
  );
}
