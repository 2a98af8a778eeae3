import { Camera, MessagesSquare, Plus, SearchX, ThumbsUp, Users } from 'lucide-react';
import { useId } from 'react';
import { ForumCategoryCard } from '@ds/patterns/ForumCategoryCard/ForumCategoryCard';
import { ThreadRow } from '@ds/patterns/ThreadRow/ThreadRow';
import { Button } from '@ds/primitives/Button/Button';
import { EmptyState } from '@ds/primitives/EmptyState/EmptyState';
import { Grid } from '@ds/primitives/Grid/Grid';
import { Heading } from '@ds/primitives/Heading/Heading';
import { Hero } from '@ds/primitives/Hero/Hero';
import { LinkButton } from '@ds/primitives/LinkButton/LinkButton';
import { SearchField } from '@ds/primitives/SearchField/SearchField';
import { Section } from '@ds/primitives/Section/Section';
import { Stack } from '@ds/primitives/Stack/Stack';
import { StatTile } from '@ds/primitives/StatTile/StatTile';
import { Text } from '@ds/primitives/Text/Text';
import { heroImages } from '@domain/heroes';
import type { Page } from '@domain/paging';
import type { ForumCategory, ForumStats, ForumThread } from '@domain/types';
import { forumCategoryIcons } from '../../forum/forum-links';
import { useSearchQuery } from '../../forum/use-search-query';
import { isPastTheEnd, NoSuchPage, PageLinks } from '../../paging/PagedList';
import { usePageHref } from '../../paging/use-page-href';
import { countOf, formatCount } from '@ds/lib/count';
import { paths } from '@domain/paths';

export interface ForumScreenProps {
  stats: ForumStats;
  categories: ForumCategory[];
  /**
   * The page of threads the URL asks for, pinned first, then by latest activity, matching the
   * URL's search (?q=), with how many match in all (from the server).
   */
  threads: Page<ForumThread>;
}

/** /forum: the community's front page, its recent discussions and its categories. */
export function ForumScreen({ stats, categories, threads }: ForumScreenProps) {
  const [query, setQuery] = useSearchQuery();
  const discussionsId = useId();
  const categoriesId = useId();
  const shown = threads.items;
  const hrefOf = usePageHref();
  const categoryNames = new Map(categories.map((category) => [category.id, category.name]));
  const statTiles = [
    { label: 'Members', value: stats.members, icon: Users },
    { label: 'Threads', value: stats.threads, icon: MessagesSquare },
    { label: 'Votes', value: stats.votes, icon: ThumbsUp },
    { label: 'Photos', value: stats.photos, icon: Camera },
  ];

  return (
    <>
      <Hero
        eyebrow="Community Forum"
        title="Talk Smoke With Fellow Pitmasters"
        description="Swap techniques, share your cook logs and recipes, review gear and meet up with barbecue lovers around Chicago."
        imageSrc={heroImages.forum}
        actions={
          <LinkButton href={paths.forumNew()} variant="accent" size="lg">
            <Plus aria-hidden="true" />
            New Thread
          </LinkButton>
        }
      />

      <Section spacing="sm" tone="muted" aria-label="Forum statistics">
        <Grid as="ul" columns="quarters" gap="md">
          {statTiles.map((tile) => (
            <li key={tile.label}>
              <StatTile
                label={tile.label}
                value={formatCount(tile.value)}
                icon={tile.icon}
                labelPosition="below"
              />
            </li>
          ))}
        </Grid>
      </Section>

      <Section spacing="md" aria-label="Discussions and categories">
        <Grid columns="main-aside" gap="xl" align="start">
          <Stack as="section" gap="lg" aria-labelledby={discussionsId}>
            <Stack direction="responsive" gap="md" justify="between" align="center">
              <Heading id={discussionsId} level={2} size="xl">
                Recent Discussions
              </Heading>
              <SearchField
                aria-label="Search discussions"
                placeholder="Search discussions..."
                value={query}
                onChange={setQuery}
              />
            </Stack>
            {query ? (
              <Text role="status" size="sm" tone="muted">
                {countOf(threads.total, 'discussion')} match “{query}”
              </Text>
            ) : null}
            {shown.length > 0 ? (
              <Stack as="ul" gap="md">
                {shown.map((thread) => (
                  <li key={thread.id}>
                    <ThreadRow
                      href={paths.forumThread(thread.id)}
                      title={thread.title}
                      preview={thread.preview}
                      author={thread.author}
                      categoryName={categoryNames.get(thread.category)}
                      replies={thread.replies}
                      views={thread.views}
                      upvotes={thread.upvotes}
                      lastReply={thread.lastReply}
                      isPinned={thread.isPinned}
                      isLocked={thread.isLocked}
                    />
                  </li>
                ))}
              </Stack>
            ) : isPastTheEnd(threads) ? (
              <NoSuchPage
                page={threads}
                countLabel={countOf(threads.total, 'discussion')}
                hrefOf={hrefOf}
                headingLevel={3}
              />
            ) : (
              <EmptyState
                variant="outlined"
                headingLevel={3}
                icon={<SearchX aria-hidden="true" />}
                title="No results found"
                description={
                  query
                    ? `No discussions match “${query}”. Try other words, or start the thread yourself.`
                    : 'No one has posted yet. Start the first discussion.'
                }
                action={
                  <>
                    {query ? (
                      <Button variant="outline" onPress={() => setQuery('')}>
                        Clear search
                      </Button>
                    ) : null}
                    <LinkButton href={paths.forumNew()} variant="accent">
                      New Thread
                    </LinkButton>
                  </>
                }
              />
            )}
            <PageLinks page={threads} hrefOf={hrefOf} />
          </Stack>

          <Stack as="section" gap="lg" aria-labelledby={categoriesId}>
            <Heading id={categoriesId} level={2} size="xl">
              Categories
            </Heading>
            <Stack as="ul" gap="md">
              {categories.map((category) => (
                <li key={category.id}>
                  <ForumCategoryCard
                    name={category.name}
                    description={category.description}
                    threadCount={category.threadCount}
                    lastActivity={category.lastActivity}
                    href={paths.forumCategory(category.id)}
                    icon={forumCategoryIcons[category.id]}
                  />
                </li>
              ))}
            </Stack>
          </Stack>
        </Grid>
      </Section>
    </>
  );
}
