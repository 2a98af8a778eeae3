import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@ds/primitives/Alert/Alert';
import { Button } from '@ds/primitives/Button/Button';
import { Form } from '@ds/primitives/Form/Form';
import { Modal } from '@ds/primitives/Modal/Modal';
import { Stack } from '@ds/primitives/Stack/Stack';
import { Text } from '@ds/primitives/Text/Text';
import { forumPostRules } from '@domain/forum-schemas';
import { BoundSelect, BoundTextArea } from '../../forms/bound-fields';
import {
  emptyReport,
  reportReasons,
  reportSchema,
  type ReportForm,
  type ReportValues,
} from './reply-schema';
import { useSubmitBanner } from '../../forms/use-submit-banner';
import { useFormActivity } from '../../forms/form-activity';

/** What is being reported: the thread's opening post or one reply. */
export interface ReportTarget {
  kind: 'thread' | 'reply';
  /** The reply's id, for a reply. */
  replyId?: string;
  /** Whose post it is, for the dialog's title. */
  authorName: string;
}

export interface ReportDialogProps {
  /** The post being reported; null while the dialog is closed. */
  target: ReportTarget | null;
  onClose: () => void;
  /** Sends the report; rejects with a message to show when it fails. */
  onSubmit: (values: ReportValues, target: ReportTarget) => Promise<void>;
}

/**
 * Report a post to the moderators: a reason (required) and optional details, then a
 * confirmation in place of the form.
 */
export function ReportDialog({ target, onClose, onSubmit }: ReportDialogProps) {
  const title =
    target?.kind === 'reply' ? `Report reply by ${target.authorName}` : 'Report this thread';
  return (
    <Modal
      isOpen={target !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      isDismissable
      title={title}
    >
      {target ? (
        <ReportFormBody
          key={`${target.kind}-${target.replyId ?? ''}`}
          target={target}
          onClose={onClose}
          onSubmit={onSubmit}
        />
      ) : null}
    </Modal>
  );
}

function ReportFormBody({
  target,
  onClose,
  onSubmit,
}: {
  target: ReportTarget;
  onClose: () => void;
  onSubmit: ReportDialogProps['onSubmit'];
}) {
  const form = useForm<ReportForm, unknown, ReportValues>({
    resolver: zodResolver(reportSchema),
    mode: 'onTouched',
    defaultValues: emptyReport,
  });
  useFormActivity(form.formState);
  const [sent, setSent] = useState(false);
  const { formProps } = useSubmitBanner(
    form.handleSubmit,
    async (values) => {
      await onSubmit(values, target);
      setSent(true);
    },
    (failure) => {
      const reason = failure instanceof Error ? failure.message : 'Something went wrong.';
      return `Your report was not sent: ${reason} Please try again.`;
    },
    // The API keeps the details as the message's body and the reason under `details`.
    { setError: form.setError, renames: { body: 'details', details: '' } },
  );

  if (sent) return <ReportSent onClose={onClose} />;

  return (
    <Form
      {...formProps}
      actions={
        <>
          <Button variant="outline" onPress={onClose}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="destructive"
            isPending={form.formState.isSubmitting}
            pendingLabel="Sending..."
          >
            Send Report
          </Button>
        </>
      }
    >
      <Text size="sm" tone="muted">
        Reports go to the forum moderators; {target.authorName} is not told who reported.
      </Text>
      <BoundSelect
        control={form.control}
        name="reason"
        label="Reason"
        placeholder="Choose a reason"
        items={reportReasons.map((reason) => ({ id: reason.id, label: reason.label }))}
        isRequired
      />
      <BoundTextArea
        control={form.control}
        name="details"
        label="Details (optional)"
        description="Anything that helps the moderators understand the problem."
        rows={3}
        maxLength={forumPostRules.reportDetailsMax}
      />
    </Form>
  );
}

/** The confirmation; focus moves to Done, since the form it replaced held the focus. */
function ReportSent({ onClose }: { onClose: () => void }) {
  const actions = useRef<HTMLElement>(null);
  useEffect(() => actions.current?.querySelector('button')?.focus(), []);
  return (
    <Stack gap="md">
      <Alert tone="success" title="Report sent">
        Thanks for letting us know. Our moderators will review this post and act on it if it breaks
        the forum rules.
      </Alert>
      <Stack ref={actions} direction="row" justify="end">
        <Button variant="primary" onPress={onClose}>
          Done
        </Button>
      </Stack>
    </Stack>
  );
}
