import { describe, expect, it } from 'vitest';
import {
  initialRecordEditor,
  recordEditorReducer,
  type RecordEditorAction,
  type RecordEditorState,
} from './use-record-editor';

interface Item {
  id: string;
  name: string;
}

const brisket: Item = { id: 'brisket', name: 'Brisket Rub' };
const run = (...actions: RecordEditorAction<Item>[]): RecordEditorState<Item> =>
  actions.reduce(recordEditorReducer<Item>, initialRecordEditor<Item>());

describe('record editor state', () => {
  it('starts closed, ready to add', () => {
    expect(initialRecordEditor<Item>()).toEqual({
      target: { mode: 'add' },
      isEditorOpen: false,
      editorKey: 0,
      deleting: null,
      isDeleteOpen: false,
    });
  });

  it('opens the editor with a new key at every opening', () => {
    const state = run(
      { type: 'open-editor', target: { mode: 'add' } },
      { type: 'close-editor' },
      { type: 'open-editor', target: { mode: 'edit', record: brisket } },
    );
    expect(state.isEditorOpen).toBe(true);
    expect(state.editorKey).toBe(2);
    expect(state.target).toEqual({ mode: 'edit', record: brisket });
  });

  it('keeps the record while the editor closes', () => {
    const state = run(
      { type: 'open-editor', target: { mode: 'edit', record: brisket } },
      { type: 'close-editor' },
    );
    expect(state.isEditorOpen).toBe(false);
    expect(state.target).toEqual({ mode: 'edit', record: brisket });
    expect(state.editorKey).toBe(1);
  });

  it('asks to delete a record and keeps it while the confirmation closes', () => {
    const asked = run({ type: 'ask-delete', record: brisket });
    expect(asked).toMatchObject({ deleting: brisket, isDeleteOpen: true, isEditorOpen: false });
    const closed = recordEditorReducer(asked, { type: 'close-delete' });
    expect(closed).toMatchObject({ deleting: brisket, isDeleteOpen: false });
  });

  it('returns the same state when closing what is already closed', () => {
    const state = initialRecordEditor<Item>();
    expect(recordEditorReducer(state, { type: 'close-editor' })).toBe(state);
    expect(recordEditorReducer(state, { type: 'close-delete' })).toBe(state);
  });
});
