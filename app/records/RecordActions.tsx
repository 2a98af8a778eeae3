import { Pencil, Trash2 } from 'lucide-react';
import { IconButton } from '../../design-system/primitives/IconButton/IconButton';
import { TableActions } from '../../design-system/primitives/Table/Table';

export interface RecordActionsProps {
  /** The record's name, in the buttons' accessible names: 'Edit Texas Brisket Rub'. */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** The Edit and Delete icon buttons at the end of an admin table row. */
export function RecordActions({ name, onEdit, onDelete }: RecordActionsProps) {
  return (
    <TableActions>
      <IconButton label={`Edit ${name}`} size="sm" onPress={onEdit}>
        <Pencil aria-hidden="true" />
      </IconButton>
      <IconButton label={`Delete ${name}`} size="sm" onPress={onDelete}>
        <Trash2 aria-hidden="true" />
      </IconButton>
    </TableActions>
  );
}
