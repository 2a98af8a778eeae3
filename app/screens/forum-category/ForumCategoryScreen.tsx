import { MessagesSquare, Plus, SearchX, SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { ThreadRow } from '@ds/patterns/ThreadRow/ThreadRow';
import { Button } from '@ds/primitives/Button/Button';
import { Card, CardBody } from '@ds/primitives/Card/Card';
import { EmptyState } from '@ds/primitives/EmptyState/EmptyState';
import { Heading } from '@ds/primitives/Heading/Heading';
import { BackLink } from '@ds/primitives/Link/Link';
import { LinkButton } from '@ds/primitives/LinkButton/LinkButton';
import { Radio, RadioGroup } from '@ds/primitives/RadioGroup/RadioGroup';
import { SearchField } from '@ds/primitives/SearchField/SearchField';
import { Section } from '@ds/primitives/Section/Section';
import { Stack, StackItem } from '@ds/primitives/Stack/Stack';
import { Text } from '@ds/primitives/Text/Text';
import { ToggleButton } from '@ds/primitives/ToggleButton/ToggleButton';
import type { Page } from '@domain/paging';
import type { ForumCategory, ForumThread } from '@domain/types';
import { useSearchQuery } from '../../forum/use-search-query';
import { isPastTheEnd, NoSuchPage, PageLinks } from '../../paging/PagedList';
import { usePageHref } from '../../paging/use-page-href';
import {
  categoryTitleFromSlug,
  parseThreadSort,
  threadSortOptions,
  type ThreadSort,
} from './category-view';
import { useLatestSearchParams } from '../../use-latest-search-params';
import { countOf } from '@ds/lib/count';
import { paths } from '@domain/paths';

export interface ForumCategoryScreenProps {
  /** The slug from the URL; the page title is made from it. */
  slug: string;
  /** Null when no category has this slug. */
  category: ForumCategory | null;
  /**
   * The page of the category's threads the URL asks for, searched (?q=) and sorted (?sort=) by
   * the server, with how many match in all; null with no category.
   */
  threads: Page<ForumThread> | null;
}

/** The sort lives in the URL (?sort=popular), like the search, so a sorted list can be shared. */
function useThreadSort(): [ThreadSort, (sort: ThreadSort) => void] {
  const [params, setParams] = useLatestSearchParams();
  const setSort = (sort: ThreadSort) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        // Another order starts again at page 1.
        next.delete('page');
        if (sort === 'recent') next.delete('sort');
        else next.set('sort', sort);
        return next;
      },
      { replace: true },
    );
  return [parseThreadSort(params.get('sort')), setSort];
}

/** /forum/category/:id: one category's threads, to search, sort and start one in it. */
export function ForumCategoryScreen({ slug, category, threads }: ForumCategoryScreenProps) {
  const [query, setQuery] = useSearchQuery();
  const [sort, setSort] = useThreadSort();
  const [filtersOpen, setFiltersOpen] = useState(sort !== 'recent');
  const filtersId = useId();
  const title = categoryTitleFromSlug(slug);
  const hrefOf = usePageHref();

  if (!category || !threads) {
    return (
      <>
        <Section spacing="lg">
          <EmptyState
            headingLevel={1}
            icon={<MessagesSquare aria-hidden="true" />}
            title="Category not found"
            description={`There is no forum category called “${title}”. It may have been renamed or removed.`}
            action={
              <LinkButton href={paths.forum()} variant="accent">
                Back to Forum
              </LinkButton>
            }
          />
        </Section>
      </>
    );
  }

  const shown = threads.items;

  return (
    <>
      <Section tone="muted" spacing="sm">
        <Stack gap="md">
          <BackLink href={paths.forum()}>Back to Forum</BackLink>
          <Stack direction="responsive" gap="lg" justify="between" align="start">
            <Stack gap="sm">
              <Heading level={1} size="2xl">
                {title}
              </Heading>
              <Text tone="muted">{category.description}</Text>
              <Text size="sm" weight="semibold">
                {countOf(category.threadCount, 'thread')}
              </Text>
            </Stack>
            <LinkButton href={paths.forumNew(category.id)} variant="accent">
              <Plus aria-hidden="true" />
              New Thread
            </LinkButton>
          </Stack>
        </Stack>
      </Section>

      <Section spacing="md" aria-label="Threads">
        <Stack gap="lg">
          <Stack direction="responsive" gap="md" align="stretch">
            <StackItem grow>
              <SearchField
                aria-label="Search threads"
                placeholder={`Search ${title}...`}
                value={query}
                onChange={setQuery}
              />
            </StackItem>
            <ToggleButton
              isSelected={filtersOpen}
              onChange={setFiltersOpen}
              aria-controls={filtersOpen ? filtersId : undefined}
            >
              <SlidersHorizontal aria-hidden="true" />
              Filters
            </ToggleButton>
          </Stack>
          {filtersOpen ? (
            <Card variant="muted" id={filtersId}>
              <CardBody>
                <RadioGroup
                  label="Sort by"
                  orientation="horizontal"
                  value={sort}
                  onChange={(value) => setSort(parseThreadSort(value))}
                >
                  {threadSortOptions.map((option) => (
                    <Radio key={option.id} value={option.id}>
                      {option.label}
                    </Radio>
                  ))}
                </RadioGroup>
              </CardBody>
            </Card>
          ) : null}
          {query ? (
            <Text role="status" size="sm" tone="muted">
              {countOf(threads.total, 'thread')} match “{query}”
            </Text>
          ) : null}
          {shown.length > 0 ? (
            <Stack as="ul" gap="md" aria-label={`${title} threads`}>
              {shown.map((thread) => (
                <li key={thread.id}>
                  <ThreadRow
                    headingLevel={2}
                    href={paths.forumThread(thread.id)}
                    title={thread.title}
                    preview={thread.preview}
                    author={thread.author}
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
              countLabel={countOf(threads.total, 'thread')}
              hrefOf={hrefOf}
            />
          ) : (
            <EmptyState
              variant="outlined"
              icon={<SearchX aria-hidden="true" />}
              title={query ? 'No results found' : 'No threads yet'}
              description={
                query
                  ? `No threads in ${title} match “${query}”.`
                  : `Be the first to start a discussion in ${title}.`
              }
              action={
                <>
                  {query ? (
                    <Button variant="outline" onPress={() => setQuery('')}>
                      Clear search
                    </Button>
                  ) : null}
                  <LinkButton href={paths.forumNew(category.id)} variant="accent">
                    New Thread
                  </LinkButton>
                </>
              }
            />
          )}
          <PageLinks page={threads} hrefOf={hrefOf} />
        </Stack>
      </Section>
    </>
  );
}
