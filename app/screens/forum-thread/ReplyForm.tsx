import { zodResolver } from '@hookform/resolvers/zod';
import { ImagePlus } from 'lucide-react';
import { useImperativeHandle, useState, type Ref } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ForumAuthorBadge } from '@ds/patterns/ForumPost/ForumPost';
import { Button } from '@ds/primitives/Button/Button';
import { Form } from '@ds/primitives/Form/Form';
import { Link } from '@ds/primitives/Link/Link';
import { Stack } from '@ds/primitives/Stack/Stack';
import { Text } from '@ds/primitives/Text/Text';
import { maxThreadImages } from '@domain/constants';
import type { ForumAuthor } from '@domain/types';
import { BoundFileDrop, BoundTextArea } from '../../forms/bound-fields';
import { useFormDraft } from '../../forms/use-form-draft';
import { appendQuote } from './quote';
import {
  emptyReply,
  replySchema,
  type ReplyForm as ReplyFormValues,
  type ReplyValues,
} from './reply-schema';
import { useSubmitBanner } from '../../forms/use-submit-banner';
import { paths } from '@domain/paths';

/** What the thread screen can do to the reply box: Quote puts a quote in it. */
export interface ReplyFormHandle {
  addQuote: (quote: string) => void;
}

export interface ReplyFormProps {
  /** Where the typed text is kept through a reload, e.g. 'forum-reply.beating-the-brisket-stall'. */
  draftKey: string;
  /** Who the reply will be posted as. */
  author: ForumAuthor;
  isSignedIn: boolean;
  /** Posts the reply; rejects with a message to show when it fails. */
  onSubmit: (values: ReplyValues) => Promise<void>;
  handleRef?: Ref<ReplyFormHandle>;
}

/**
 * Post Reply: the text (kept through a reload until posted) and, behind 'Add Images', up to
 * five photos. Says who the reply is posted as; a guest is offered to sign in.
 */
export function ReplyForm({ draftKey, author, isSignedIn, onSubmit, handleRef }: ReplyFormProps) {
  const form = useForm<ReplyFormValues, unknown, ReplyValues>({
    resolver: zodResolver(replySchema),
    mode: 'onTouched',
    defaultValues: emptyReply,
  });
  const { control } = form;
  // Photos are too large for the draft; only the text is kept.
  const draft = useFormDraft(form, draftKey, ['images']);
  const images = useWatch({ control, name: 'images' });
  const [showImages, setShowImages] = useState(false);
  useImperativeHandle(handleRef, () => ({
    addQuote: (quote) => {
      form.setValue('content', appendQuote(form.getValues('content'), quote), {
        shouldDirty: true,
      });
      form.setFocus('content');
    },
  }));

  const { formProps } = useSubmitBanner(
    form.handleSubmit,
    async (values) => {
      await onSubmit(values);
      form.reset(emptyReply);
      draft.clear();
      setShowImages(false);
    },
    (failure) => {
      const reason = failure instanceof Error ? failure.message : 'Something went wrong.';
      return `Your reply was not posted: ${reason} Your text is still here; try again.`;
    },
    // A refusal about the images (past the quota, too large) shows under them.
    { setError: form.setError },
  );

  function revealImages() {
    setShowImages(true);
    // Once the field is there, put focus on its 'Add images' button.
    requestAnimationFrame(() => form.setFocus('images'));
  }

  return (
    <Stack gap="md">
      <Text size="sm" tone="muted">
        Posting as{' '}
        <Text as="strong" size="sm" weight="semibold">
          {author.name}
        </Text>
        {isSignedIn ? (
          <>
            {' '}
            <ForumAuthorBadge badge={author.badge} />
          </>
        ) : (
          <>
            {' · '}
            <Link href={paths.login()}>Sign in</Link>
          </>
        )}
      </Text>
      <Form
        {...formProps}
        actions={
          <Button
            type="submit"
            variant="accent"
            isPending={form.formState.isSubmitting}
            pendingLabel="Posting..."
          >
            Post Reply
          </Button>
        }
      >
        <BoundTextArea
          control={control}
          name="content"
          label="Your reply"
          rows={5}
          isRequired
          placeholder="Share what worked for you, answer a question or ask a follow-up..."
        />
        {showImages || images.length > 0 ? (
          <BoundFileDrop
            control={control}
            name="images"
            label="Images"
            description={`Up to ${maxThreadImages} photos of your cook.`}
            maxFiles={maxThreadImages}
          />
        ) : (
          <Stack direction="row">
            <Button variant="outline" size="sm" onPress={revealImages}>
              <ImagePlus aria-hidden="true" />
              Add Images
            </Button>
          </Stack>
        )}
      </Form>
    </Stack>
  );
}
