import { useReducer } from 'react';

/** What the editor shows: a new record, or an existing one to change. */
export type EditorTarget<T> = { mode: 'add' } | { mode: 'edit'; record: T };

/**
 * The add/edit modal and the delete confirmation of a list of records. The record being edited
 * or deleted is kept while its dialog closes, so the dialog's content does not vanish
 * mid-fade; `editorKey` changes at every opening, so a fresh form starts from the record.
 */
export interface RecordEditorState<T> {
  target: EditorTarget<T>;
  isEditorOpen: boolean;
  editorKey: number;
  deleting: T | null;
  isDeleteOpen: boolean;
}

export type RecordEditorAction<T> =
  | { type: 'open-editor'; target: EditorTarget<T> }
  | { type: 'close-editor' }
  | { type: 'ask-delete'; record: T }
  | { type: 'close-delete' };

export function initialRecordEditor<T>(): RecordEditorState<T> {
  return {
    target: { mode: 'add' },
    isEditorOpen: false,
    editorKey: 0,
    deleting: null,
    isDeleteOpen: false,
  };
}

/** The pure core of useRecordEditor. */
export function recordEditorReducer<T>(
  state: RecordEditorState<T>,
  action: RecordEditorAction<T>,
): RecordEditorState<T> {
  switch (action.type) {
    case 'open-editor':
      return {
        ...state,
        target: action.target,
        isEditorOpen: true,
        editorKey: state.editorKey + 1,
      };
    case 'close-editor':
      return state.isEditorOpen ? { ...state, isEditorOpen: false } : state;
    case 'ask-delete':
      return { ...state, deleting: action.record, isDeleteOpen: true };
    case 'close-delete':
      return state.isDeleteOpen ? { ...state, isDeleteOpen: false } : state;
  }
}

export interface RecordEditorOptions<T, Result, Listed = T> {
  /** Saves a new (empty id) or edited record. */
  onSave: (record: T) => Promise<Result>;
  /** Whether a save's result closes the editor; every save that resolves does by default. */
  isSaved?: (result: Result) => boolean;
  /** Deletes the record; a rejection keeps the confirmation open with the reason. */
  onDelete: (record: Listed) => Promise<unknown>;
}

/**
 * The editor and delete state of a list with add, edit and delete (admin screens, the profile's
 * addresses and cards): open the editor for a new or an existing record, save (and close when
 * saved), ask to delete and confirm. Spread `deleteDialog` on the AlertDialog (see DeleteRecordDialog). `Listed`, the
 * records edited and deleted, is `T` unless what the form saves differs (a new card's number).
 */
export function useRecordEditor<T, Result = unknown, Listed = T>({
  onSave,
  isSaved,
  onDelete,
}: RecordEditorOptions<T, Result, Listed>) {
  const [state, dispatch] = useReducer(
    recordEditorReducer<Listed>,
    undefined,
    initialRecordEditor<Listed>,
  );
  const { deleting } = state;

  return {
    /** The record in the editor; undefined when adding a new one. */
    editing: state.target.mode === 'edit' ? state.target.record : undefined,
    isEditorOpen: state.isEditorOpen,
    editorKey: state.editorKey,
    openAdd: () => dispatch({ type: 'open-editor', target: { mode: 'add' } }),
    openEdit: (record: Listed) =>
      dispatch({ type: 'open-editor', target: { mode: 'edit', record } }),
    closeEditor: () => dispatch({ type: 'close-editor' }),
    /** Saves through `onSave`; closes the editor when the result says it is saved. */
    async save(record: T): Promise<Result> {
      const result = await onSave(record);
      if (isSaved?.(result) ?? true) dispatch({ type: 'close-editor' });
      return result;
    },
    /** The record to delete; kept while the confirmation closes. */
    deleting,
    askDelete: (record: Listed) => dispatch({ type: 'ask-delete', record }),
    /** A row's Edit and Delete (spread on RecordActions). */
    actionsFor: (record: Listed) => ({
      onEdit: () => dispatch({ type: 'open-editor', target: { mode: 'edit', record } }),
      onDelete: () => dispatch({ type: 'ask-delete', record }),
    }),
    deleteDialog: {
      isOpen: state.isDeleteOpen,
      onOpenChange: (isOpen: boolean) => {
        if (!isOpen) dispatch({ type: 'close-delete' });
      },
      onConfirm: () => (deleting ? onDelete(deleting) : undefined),
    },
  };
}
