import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ForumAuthorBadge } from '@ds/patterns/ForumPost/ForumPost';
import { Button } from '@ds/primitives/Button/Button';
import { Card, CardBody } from '@ds/primitives/Card/Card';
import { Form } from '@ds/primitives/Form/Form';
import { Heading } from '@ds/primitives/Heading/Heading';
import { BackLink } from '@ds/primitives/Link/Link';
import { LinkButton } from '@ds/primitives/LinkButton/LinkButton';
import { Section } from '@ds/primitives/Section/Section';
import { Stack } from '@ds/primitives/Stack/Stack';
import { Text } from '@ds/primitives/Text/Text';
import { showToast } from '@ds/primitives/Toast/toast-queue';
import { maxThreadImages } from '@domain/constants';
import { forumPostRules } from '@domain/forum-schemas';
import type { ForumAuthor, ForumCategory } from '@domain/types';
import {
  BoundFileDrop,
  BoundSelect,
  BoundTextArea,
  BoundTextField,
} from '../../forms/bound-fields';
import { placeServerFieldErrors } from '../../forms/server-field-errors';
import { useFormDraft } from '../../forms/use-form-draft';
import {
  emptyNewThread,
  newThreadSchema,
  type NewThreadForm,
  type NewThreadValues,
} from './new-thread-schema';
import { paths } from '@domain/paths';
import { SignInToPost } from '../../forum/SignInToPost';

export interface ForumNewScreenProps {
  categories: ForumCategory[];
  /** Who the thread will be posted as. */
  author: ForumAuthor;
  isSignedIn: boolean;
  /** Where a guest signs in, coming back to this form afterwards. */
  signInHref: string;
  /** Posts the thread; resolves with its id, rejects with a message to show. */
  onSubmit: (values: NewThreadValues) => Promise<{ id: string }>;
}

const { titleLength, threadContentMin } = forumPostRules;

/** /forum/new: a new thread; the text is kept through a reload until posted. */
export function ForumNewScreen({
  categories,
  author,
  isSignedIn,
  signInHref,
  onSubmit,
}: ForumNewScreenProps) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const presetCategory = categories.some((category) => category.id === params.get('category'))
    ? (params.get('category') ?? '')
    : '';
  const form = useForm<NewThreadForm, unknown, NewThreadValues>({
    resolver: zodResolver(newThreadSchema),
    mode: 'onTouched',
    defaultValues: { ...emptyNewThread, category: presetCategory },
  });
  const { control } = form;
  // Photos are too large for the draft; title, category and content are kept.
  const draft = useFormDraft(form, 'forum-new-thread', ['images']);
  const [error, setError] = useState<string | null>(null);

  // A draft without a category must not wipe the one the link chose (runs after the restore).
  useEffect(() => {
    if (presetCategory && !form.getValues('category')) form.setValue('category', presetCategory);
  }, [form, presetCategory]);

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const { id } = await onSubmit(values);
      draft.clear();
      showToast({ title: 'Thread posted', description: values.title });
      void navigate(paths.forumThread(id));
    } catch (failure) {
      // A refusal about a field (the images past the quota) shows under that field.
      if (placeServerFieldErrors(form.setError, values, failure)) return;
      const reason = failure instanceof Error ? failure.message : 'Something went wrong.';
      setError(`Your thread was not posted: ${reason} Nothing you typed was lost; try again.`);
    }
  });

  const backHref = presetCategory ? paths.forumCategory(presetCategory) : paths.forum();

  return (
    <>
      <Section tone="muted" spacing="sm" width="md">
        <Stack gap="sm">
          <BackLink href={backHref}>
            {presetCategory
              ? `Back to ${categories.find((category) => category.id === presetCategory)?.name}`
              : 'Back to Forum'}
          </BackLink>
          <Heading level={1} size="2xl">
            Start a New Thread
          </Heading>
          <Text tone="muted">
            Ask a question, share a cook log or review your gear. Photos make every thread better.
          </Text>
        </Stack>
      </Section>
      <Section spacing="md" width="md">
        <Card>
          <CardBody>
            <Stack gap="lg">
              {isSignedIn ? (
                <Text size="sm" tone="muted">
                  Posting as{' '}
                  <Text as="strong" size="sm" weight="semibold">
                    {author.name}
                  </Text>{' '}
                  <ForumAuthorBadge badge={author.badge} />
                </Text>
              ) : (
                <SignInToPost title="Sign in to start a thread" signInHref={signInHref}>
                  Threads, replies and upvotes need an account. Sign in and you will come back to
                  this form.
                </SignInToPost>
              )}
              {isSignedIn ? (
                <Form
                  onSubmit={submit}
                  error={error}
                  onDismissError={() => setError(null)}
                  actions={
                    <>
                      <LinkButton href={backHref} variant="outline">
                        Cancel
                      </LinkButton>
                      <Button
                        type="submit"
                        variant="accent"
                        isPending={form.formState.isSubmitting}
                        pendingLabel="Posting..."
                      >
                        Post Thread
                      </Button>
                    </>
                  }
                >
                  <BoundTextField
                    control={control}
                    name="title"
                    label="Title"
                    description={`${titleLength.min} to ${titleLength.max} characters: what your thread is about.`}
                    placeholder="e.g. Beating the brisket stall: wrap or ride it out?"
                    isRequired
                  />
                  <BoundSelect
                    control={control}
                    name="category"
                    label="Category"
                    placeholder="Choose a category"
                    items={categories.map((category) => ({
                      id: category.id,
                      label: category.name,
                      description: category.description,
                    }))}
                    isRequired
                  />
                  <BoundTextArea
                    control={control}
                    name="content"
                    label="Content"
                    description={`At least ${threadContentMin} characters. Leave a blank line between paragraphs.`}
                    rows={8}
                    isRequired
                  />
                  <BoundFileDrop
                    control={control}
                    name="images"
                    label="Images"
                    description={`Optional: up to ${maxThreadImages} photos.`}
                    maxFiles={maxThreadImages}
                  />
                </Form>
              ) : null}
            </Stack>
          </CardBody>
        </Card>
      </Section>
    </>
  );
}
