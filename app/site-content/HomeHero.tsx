import { Hero } from '@ds/primitives/Hero/Hero';
import { LinkButton } from '@ds/primitives/LinkButton/LinkButton';
import { heroImages } from '@domain/heroes';
import { paths } from '@domain/paths';
import type { HomeHero as HomeHeroCopy } from '@domain/types';

/** The home page's hero: its copy is the `home-hero` content key, edited in the console. */
export function HomeHero({ eyebrow, title, description }: HomeHeroCopy) {
  return (
    <Hero
      size="home"
      eyebrow={eyebrow}
      title={title}
      description={description}
      imageSrc={heroImages.home}
      actions={
        <>
          <LinkButton href={paths.shop()} variant="accent" size="lg">
            Shop Now
          </LinkButton>
          <LinkButton href={paths.recipes()} variant="secondary" size="lg">
            Explore Recipes
          </LinkButton>
        </>
      }
    />
  );
}
