import { cva } from 'class-variance-authority';
import { ArrowDown, ArrowUp, Check, Pencil, Plus, Trash2, X } from 'lucide-react';
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/Button/Button';
import { descriptionClasses, fieldErrorClasses, labelClasses } from '../../primitives/Field/Field';
import { IconButton } from '../../primitives/IconButton/IconButton';
import { TextField } from '../../primitives/TextField/TextField';
import { countOf } from '../../lib/count';

const categoryListEditorClasses = 'gap-4 min-w-0 flex flex-col';

/** One category: its place, its name (or the rename box), and its buttons. */
const categoryRowVariants = cva(
  'flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md border bg-surface py-2 ps-3 pe-1 text-sm text-ink',
  {
    variants: {
      invalid: { true: 'border-danger-700', false: 'border-line' },
    },
    defaultVariants: { invalid: false },
  },
);

const positionClasses =
  'size-6 text-xs font-bold flex shrink-0 items-center justify-center rounded-pill bg-charcoal-900 font-display text-white';

export interface CategoryListItem {
  id: string;
  name: string;
  /** How many products are filed under it, shown beside the name when given. */
  productCount?: number;
}

export type CategoryMove = 'up' | 'down';

export interface CategoryListEditorProps {
  /** The list's name, e.g. 'Categories'. */
  label: string;
  /** In their order. */
  categories: readonly CategoryListItem[];
  /**
   * Each action resolves once saved; a rejection's message shows in place (under the row, or
   * under the add box) and what was typed stays.
   */
  onAdd: (name: string) => Promise<unknown>;
  onRename: (category: CategoryListItem, name: string) => Promise<unknown>;
  onMove: (category: CategoryListItem, direction: CategoryMove) => Promise<unknown>;
  onDelete: (category: CategoryListItem) => Promise<unknown>;
  /** The add box's label. */
  addLabel?: string;
  isDisabled?: boolean;
  className?: string;
}

const messageOf = (failure: unknown) =>
  failure instanceof Error && failure.message ? failure.message : 'That did not work: try again';

type Action = 'rename' | 'up' | 'down' | 'delete';

/**
 * The admin's list of shop categories, in order: rename one in place (Enter saves, Escape
 * cancels), move it up or down, delete it, or add a new one at the end. Every action waits
 * for the store and shows its refusal under the row it concerns ('"Sauces" is used by 4
 * products…'). Focus stays with the row that moved, and a status line says where it went.
 */
export function CategoryListEditor({
  label,
  categories,
  onAdd,
  onRename,
  onMove,
  onDelete,
  addLabel = 'New category',
  isDisabled = false,
  className,
}: CategoryListEditorProps) {
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [draftName, setDraftName] = useState('');
  const [pending, setPending] = useState<{ id: string; action: Action } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [newName, setNewName] = useState('');
  const [isAdding, setAdding] = useState(false);
  const [addError, setAddError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  /** Where focus goes once the list has re-rendered: a row's button, or the add box. */
  const focusNext = useRef<{ id: string; slot: string } | 'add' | null>(null);

  useLayoutEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    const root = rootRef.current;
    if (target === 'add') {
      focusNext.current = null;
      root?.querySelector<HTMLInputElement>('[data-slot="category-add"] input')?.focus();
      return;
    }
    const row = root?.querySelector<HTMLElement>(`[data-category-id="${CSS.escape(target.id)}"]`);
    if (!row) return;
    focusNext.current = null;
    const wanted =
      target.slot === 'rename-input'
        ? row.querySelector<HTMLElement>('input')
        : row.querySelector<HTMLElement>(`button[data-action="${target.slot}"]`);
    // A row moved to the top (or bottom) cannot move further: its other move button takes focus.
    const other = { up: 'down', down: 'up' }[target.slot];
    const enabled = [
      ...(other ? row.querySelectorAll<HTMLElement>(`button[data-action="${other}"]`) : []),
      ...row.querySelectorAll<HTMLElement>('button[data-action]'),
    ].filter((button) => !button.hasAttribute('disabled'));
    const fallback = enabled[0];
    (wanted && !wanted.hasAttribute('disabled') ? wanted : fallback)?.focus();
  });

  const busy = isDisabled || pending !== null || isAdding;

  const clearError = (categoryId: string) =>
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([id]) => id !== categoryId)),
    );

  async function run(category: CategoryListItem, action: Action, work: () => Promise<unknown>) {
    setPending({ id: category.id, action });
    clearError(category.id);
    try {
      await work();
      return true;
    } catch (failure) {
      setErrors((current) => ({ ...current, [category.id]: messageOf(failure) }));
      // The button waited (disabled) while the store answered: focus goes back to it.
      focusNext.current = { id: category.id, slot: action === 'rename' ? 'rename-input' : action };
      return false;
    } finally {
      setPending(null);
    }
  }

  function startRename(category: CategoryListItem) {
    setEditingId(category.id);
    setDraftName(category.name);
    clearError(category.id);
    focusNext.current = { id: category.id, slot: 'rename-input' };
  }

  function cancelRename(category: CategoryListItem) {
    setEditingId(null);
    clearError(category.id);
    focusNext.current = { id: category.id, slot: 'rename' };
  }

  async function saveRename(category: CategoryListItem) {
    const name = draftName.trim();
    if (!name) {
      setErrors((current) => ({ ...current, [category.id]: 'Name is required' }));
      return;
    }
    if (name === category.name) return cancelRename(category);
    const saved = await run(category, 'rename', () => onRename(category, name));
    if (!saved) return;
    setEditingId(null);
    setAnnouncement(`Renamed ${category.name} to ${name}.`);
    focusNext.current = { id: category.id, slot: 'rename' };
  }

  async function move(category: CategoryListItem, index: number, direction: CategoryMove) {
    const moved = await run(category, direction, () => onMove(category, direction));
    if (!moved) return;
    const position = direction === 'up' ? index : index + 2;
    setAnnouncement(`${category.name} moved to position ${position} of ${categories.length}.`);
    focusNext.current = { id: category.id, slot: direction };
  }

  async function remove(category: CategoryListItem, index: number) {
    const deleted = await run(category, 'delete', () => onDelete(category));
    if (!deleted) return;
    setAnnouncement(`Deleted ${category.name}.`);
    // Focus the next row's delete button, the previous one's at the end, or the add box.
    const neighbour = categories[index + 1] ?? categories[index - 1];
    focusNext.current = neighbour ? { id: neighbour.id, slot: 'delete' } : 'add';
  }

  async function add() {
    const name = newName.trim();
    if (!name) {
      setAddError('Name is required');
      return;
    }
    setAdding(true);
    setAddError(null);
    try {
      await onAdd(name);
      setNewName('');
      setAnnouncement(`Added ${name}.`);
    } catch (failure) {
      setAddError(messageOf(failure));
    } finally {
      setAdding(false);
      focusNext.current = 'add';
    }
  }

  const onRenameKeyDown = (category: CategoryListItem) => (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      // Enter saves the name instead of submitting a surrounding form.
      event.preventDefault();
      void saveRename(category);
    } else if (event.key === 'Escape') {
      // Escape leaves the rename, not the dialog around the list (React Aria keeps the key here).
      event.preventDefault();
      cancelRename(category);
    }
  };

  return (
    <div
      ref={rootRef}
      role="group"
      aria-labelledby={`${id}-label`}
      data-slot="category-list-editor"
      className={cn(categoryListEditorClasses, className)}
    >
      <span id={`${id}-label`} className={labelClasses}>
        {label}
      </span>
      {categories.length > 0 ? (
        <ol
          aria-labelledby={`${id}-label`}
          data-slot="category-list"
          className="flex flex-col gap-2"
        >
          {categories.map((category, index) => {
            const isEditing = editingId === category.id;
            const isPending = pending?.id === category.id;
            /** Busy elsewhere: this button waits. A pressed move button stays focused while pending. */
            const waits = (action: Action) => busy && !(isPending && pending?.action === action);
            const error = errors[category.id];
            return (
              <li
                key={category.id}
                data-slot="category-row"
                data-category-id={category.id}
                aria-busy={isPending || undefined}
                className="flex flex-col gap-1"
              >
                <div className={categoryRowVariants({ invalid: Boolean(error) })}>
                  <span aria-hidden="true" className={positionClasses}>
                    {index + 1}
                  </span>
                  {isEditing ? (
                    <TextField
                      aria-label={`Rename ${category.name}`}
                      value={draftName}
                      onChange={setDraftName}
                      onKeyDown={onRenameKeyDown(category)}
                      errorMessage={error}
                      isDisabled={isPending}
                      maxLength={120}
                      className="min-w-40 flex-1"
                    />
                  ) : (
                    <span className="flex min-w-0 flex-1 flex-wrap items-baseline gap-x-2">
                      <span className="font-medium break-words">{category.name}</span>
                      {category.productCount !== undefined ? (
                        <span className={descriptionClasses}>
                          {countOf(category.productCount, 'product')}
                        </span>
                      ) : null}
                    </span>
                  )}
                  <span className="ms-auto flex shrink-0 items-center gap-1">
                    {isEditing ? (
                      <>
                        <IconButton
                          label={`Save the name of ${category.name}`}
                          size="sm"
                          onPress={() => void saveRename(category)}
                          isDisabled={busy}
                          data-action="save"
                        >
                          <Check aria-hidden="true" />
                        </IconButton>
                        <IconButton
                          label={`Cancel renaming ${category.name}`}
                          size="sm"
                          onPress={() => cancelRename(category)}
                          isDisabled={isPending}
                          data-action="cancel"
                        >
                          <X aria-hidden="true" />
                        </IconButton>
                      </>
                    ) : (
                      <IconButton
                        label={`Rename ${category.name}`}
                        size="sm"
                        onPress={() => startRename(category)}
                        isDisabled={busy}
                        data-action="rename"
                      >
                        <Pencil aria-hidden="true" />
                      </IconButton>
                    )}
                    <IconButton
                      label={`Move ${category.name} up`}
                      size="sm"
                      onPress={() => void move(category, index, 'up')}
                      isDisabled={waits('up') || isEditing || index === 0}
                      isPending={isPending && pending?.action === 'up'}
                      data-action="up"
                    >
                      <ArrowUp aria-hidden="true" />
                    </IconButton>
                    <IconButton
                      label={`Move ${category.name} down`}
                      size="sm"
                      onPress={() => void move(category, index, 'down')}
                      isDisabled={waits('down') || isEditing || index === categories.length - 1}
                      isPending={isPending && pending?.action === 'down'}
                      data-action="down"
                    >
                      <ArrowDown aria-hidden="true" />
                    </IconButton>
                    <IconButton
                      label={`Delete ${category.name}`}
                      size="sm"
                      onPress={() => void remove(category, index)}
                      // Not `isPending`: the row goes, and a pending button's announcement would
                      // point at a button that is no longer there.
                      isDisabled={busy || isEditing}
                      data-action="delete"
                    >
                      <Trash2 aria-hidden="true" />
                    </IconButton>
                  </span>
                </div>
                {error && !isEditing ? (
                  <p data-slot="category-row-error" className={fieldErrorClasses}>
                    <span role="alert">{error}</span>
                  </p>
                ) : null}
              </li>
            );
          })}
        </ol>
      ) : (
        <p className={descriptionClasses}>No categories yet: add the first one below.</p>
      )}
      <div data-slot="category-add" className="flex items-start gap-2">
        <TextField
          label={addLabel}
          value={newName}
          onChange={(value) => {
            setNewName(value);
            if (addError) setAddError(null);
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            void add();
          }}
          errorMessage={addError ?? undefined}
          description="Added at the end of the list; it becomes a chip in the shop."
          maxLength={120}
          isDisabled={isDisabled || isAdding}
          className="min-w-0 flex-1"
        />
        <Button
          variant="outline"
          onPress={() => void add()}
          isPending={isAdding}
          pendingLabel="Adding..."
          isDisabled={busy && !isAdding}
          className="mt-6"
        >
          <Plus aria-hidden="true" />
          Add
        </Button>
      </div>
      <span role="status" className="sr-only">
        {announcement}
      </span>
    </div>
  );
}
