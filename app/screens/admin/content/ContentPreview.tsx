import { TestimonialCard } from '@ds/patterns/TestimonialCard/TestimonialCard';
import { Grid, GridItem } from '@ds/primitives/Grid/Grid';
import { Link } from '@ds/primitives/Link/Link';
import { Text } from '@ds/primitives/Text/Text';
import type { ContentKey, SiteContent } from '@domain/content-schemas';
import { AboutPage } from '@app/site-content/AboutPage';
import { HomeHero } from '@app/site-content/HomeHero';
import { contentKeyInfo } from './content-keys';

export interface ContentPreviewProps {
  contentKey: ContentKey;
  /** The draft as typed: drawn with the page's own components. */
  doc: unknown;
  storeName: string;
}

/** The draft as visitors will see it, for the keys whose page section can be drawn alone. */
export function ContentPreview({ contentKey, doc, storeName }: ContentPreviewProps) {
  switch (contentKey) {
    case 'home-hero': {
      const hero = doc as SiteContent['home-hero'];
      // A heading may not be empty: the preview names what is missing until it is typed.
      return <HomeHero {...hero} title={hero.title.trim() || '(No title yet)'} />;
    }
    case 'about': {
      const about = doc as SiteContent['about'];
      return <AboutPage brandName={storeName} {...about} />;
    }
    case 'testimonials':
      return (
        <Grid as="ul" columns="thirds" gap="lg" aria-label="Testimonials">
          {(doc as SiteContent['testimonials']).map((testimonial, index) => (
            <GridItem as="li" key={index}>
              <TestimonialCard {...testimonial} />
            </GridItem>
          ))}
        </Grid>
      );
    default:
      return (
        <Text tone="muted">
          This content has no preview here: after saving, see it on{' '}
          <Link href={contentKeyInfo[contentKey].page} variant="inline">
            {contentKeyInfo[contentKey].page}
          </Link>
          .
        </Text>
      );
  }
}

/** Whether ContentPreview draws `key`'s page section (the others link to their page). */
export const hasPreview = (key: ContentKey) =>
  key === 'home-hero' || key === 'about' || key === 'testimonials';
