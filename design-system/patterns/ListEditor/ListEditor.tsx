import { cva } from 'class-variance-authority';
import { Plus, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FocusEvent, type Ref } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/Button/Button';
import { descriptionClasses, labelClasses } from '../../primitives/Field/Field';
import { IconButton } from '../../primitives/IconButton/IconButton';
import { TextField } from '../../primitives/TextField/TextField';

const listEditorClasses = 'gap-2 min-w-0 flex flex-col';

const listEditorItemsClasses = 'gap-2 flex flex-col';

/** One added entry: its number or bullet, the text, and the remove button. */
const listEditorItemClasses =
  'gap-3 py-2 ps-3 pe-1 text-sm flex items-start rounded-md border border-line bg-surface text-ink';

const listEditorMarkerVariants = cva(
  'mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-pill text-xs font-bold',
  {
    variants: {
      ordered: {
        true: 'bg-charcoal-900 font-display text-white',
        false: 'bg-gold-100 text-gold-900',
      },
    },
    defaultVariants: { ordered: false },
  },
);

export interface ListEditorProps {
  /** The list's name, e.g. 'Ingredients'. */
  label: string;
  /** The entries so far. */
  items: readonly string[];
  /** Called with the whole new list after an entry is added or removed. */
  onChange: (items: string[]) => void;
  /** The entry box's accessible name, e.g. 'New ingredient'. */
  inputLabel: string;
  /** What one entry is called, for the remove buttons: 'Remove ingredient 2'. */
  itemName: string;
  placeholder?: string;
  addLabel?: string;
  /** Numbered (steps) or bulleted (ingredients). */
  ordered?: boolean;
  /** Shown while the list is empty. */
  emptyMessage?: string;
  /** A hint under the entry box. */
  description?: string;
  /** The form's error for the list, e.g. 'Add at least one ingredient'. */
  errorMessage?: string;
  /** Called when focus leaves the whole editor (marks the field touched). */
  onBlur?: () => void;
  /** The entry box, so a form library can focus the field. */
  inputRef?: Ref<HTMLInputElement>;
  isDisabled?: boolean;
  className?: string;
}

/**
 * A list built one entry at a time: type in the box, press 'Add' (or Enter), and each
 * entry gets a remove button. For a recipe's ingredients (bulleted) and steps (numbered).
 * Blank entries are ignored; focus stays in the box after adding, and moves to the next
 * entry's remove button (or back to the box) after removing.
 */
export function ListEditor({
  label,
  items,
  onChange,
  inputLabel,
  itemName,
  placeholder,
  addLabel = 'Add',
  ordered = false,
  emptyMessage,
  description,
  errorMessage,
  onBlur,
  inputRef,
  isDisabled,
  className,
}: ListEditorProps) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const rootRef = useRef<HTMLDivElement>(null);
  const focusAfterRemoval = useRef<number | null>(null);
  const ListElement = ordered ? 'ol' : 'ul';

  useEffect(() => {
    const index = focusAfterRemoval.current;
    if (index === null) return;
    focusAfterRemoval.current = null;
    const buttons = rootRef.current?.querySelectorAll<HTMLButtonElement>('[data-remove-entry]');
    const target = buttons?.[Math.min(index, buttons.length - 1)];
    (target ?? rootRef.current?.querySelector<HTMLInputElement>('input'))?.focus();
  }, [items]);

  function add() {
    const entry = draft.trim();
    if (!entry) return;
    onChange([...items, entry]);
    setDraft('');
    setAnnouncement(`Added ${entry}. ${items.length + 1} in the list.`);
  }

  function remove(index: number) {
    focusAfterRemoval.current = index;
    const removed = items[index];
    onChange(items.filter((_, i) => i !== index));
    setAnnouncement(`Removed ${removed ?? itemName}.`);
  }

  function handleBlur(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) onBlur?.();
  }

  return (
    <div
      ref={rootRef}
      role="group"
      aria-labelledby={`${id}-label`}
      onBlur={handleBlur}
      data-slot="list-editor"
      data-invalid={errorMessage ? true : undefined}
      className={cn(listEditorClasses, className)}
    >
      <span id={`${id}-label`} className={labelClasses}>
        {label}
      </span>
      {items.length > 0 ? (
        <ListElement data-slot="list-editor-items" className={listEditorItemsClasses}>
          {items.map((item, index) => (
            <li
              key={`${index}-${item}`}
              data-slot="list-editor-item"
              className={listEditorItemClasses}
            >
              <span aria-hidden="true" className={listEditorMarkerVariants({ ordered })}>
                {ordered ? index + 1 : '•'}
              </span>
              <span className="min-w-0 flex-1 py-0.5 break-words">{item}</span>
              <IconButton
                label={`Remove ${itemName} ${index + 1}`}
                size="sm"
                isDisabled={isDisabled}
                onPress={() => remove(index)}
                data-remove-entry=""
                className="size-7 shrink-0"
              >
                <X aria-hidden="true" />
              </IconButton>
            </li>
          ))}
        </ListElement>
      ) : emptyMessage ? (
        <p data-slot="list-editor-empty" className={descriptionClasses}>
          {emptyMessage}
        </p>
      ) : null}
      <div className="flex items-start gap-2">
        <TextField
          aria-label={inputLabel}
          placeholder={placeholder}
          value={draft}
          onChange={setDraft}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            // Enter adds the entry instead of submitting the surrounding form.
            event.preventDefault();
            add();
          }}
          description={description}
          errorMessage={errorMessage}
          inputRef={inputRef}
          isDisabled={isDisabled}
          className="min-w-0 flex-1"
        />
        <Button variant="outline" onPress={add} isDisabled={isDisabled}>
          <Plus aria-hidden="true" />
          {addLabel}
        </Button>
      </div>
      <span role="status" className="sr-only">
        {announcement}
      </span>
    </div>
  );
}
