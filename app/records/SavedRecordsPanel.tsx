import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@ds/primitives/Button/Button';
import { EmptyState } from '@ds/primitives/EmptyState/EmptyState';
import { Grid } from '@ds/primitives/Grid/Grid';
import { Stack } from '@ds/primitives/Stack/Stack';

export interface SavedRecordsPanelProps<T extends { id: string }> {
  records: T[];
  /** e.g. 'Add New Address'. */
  addLabel: string;
  onAdd: () => void;
  /** The list's name, e.g. 'Saved addresses'. */
  listLabel: string;
  /** Shown instead of the list when there are no records. */
  empty: { icon: ReactNode; title: string; description: string };
  /** One record's card. */
  renderRecord: (record: T) => ReactNode;
  /** The panel's dialogs: the add/edit modal and the delete confirmation. */
  children: ReactNode;
}

/** A profile list of saved things: the add button, then the cards two a row (or the empty state). */
export function SavedRecordsPanel<T extends { id: string }>({
  records,
  addLabel,
  onAdd,
  listLabel,
  empty,
  renderRecord,
  children,
}: SavedRecordsPanelProps<T>) {
  return (
    <Stack gap="lg" align="start">
      <Button variant="accent" onPress={onAdd}>
        <Plus aria-hidden="true" /> {addLabel}
      </Button>
      {records.length === 0 ? (
        <EmptyState variant="outlined" headingLevel={3} {...empty} />
      ) : (
        <Grid as="ul" columns="halves" gap="md" aria-label={listLabel}>
          {records.map((record) => (
            <li key={record.id}>{renderRecord(record)}</li>
          ))}
        </Grid>
      )}
      {children}
    </Stack>
  );
}
