import { Check, Copy, Eye, EyeOff } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/Button/Button';

const secretFieldClasses = 'gap-1.5 min-w-0 flex flex-col';

const secretValueClasses =
  'min-h-10 px-3 py-2 text-sm min-w-0 flex flex-1 items-center rounded-md border border-line-strong bg-surface-muted font-mono wrap-anywhere text-ink';

/** How long 'Copied' stays on the button before it reads 'Copy' again. */
export const copiedResetMs = 2500;

type CopyState = 'idle' | 'copied' | 'failed';

/** Writes to the system clipboard; rejects where the browser does not allow it. */
async function writeToClipboard(text: string): Promise<void> {
  if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
  await navigator.clipboard.writeText(text);
}

export interface SecretFieldProps extends Omit<ComponentProps<'div'>, 'children' | 'onCopy'> {
  /** The visible label, e.g. 'API key'. Also used in the buttons' names ('Show API key'). */
  label: string;
  /** The secret. */
  value: string;
  /** A hint under the box, e.g. 'Created Dec 10, 2024 · last used Dec 14, 2024'. */
  description?: ReactNode;
  /** Copies the value; the clipboard by default. A rejection shows that the copy failed. */
  onCopy?: (value: string) => Promise<void>;
  /** Called when the secret is shown or hidden. */
  onVisibilityChange?: (isShown: boolean) => void;
  /** How many characters of the end stay readable while masked (0 hides everything). */
  visibleSuffix?: number;
  /** How long 'Copied' shows before the button reads 'Copy' again, in milliseconds. */
  copiedDuration?: number;
}

/**
 * A secret such as an API key: masked by default, with 'Show API key' / 'Hide API key' and a
 * 'Copy' button that copies it to the clipboard and says 'Copied' (or that the copy failed).
 */
export function SecretField({
  label,
  value,
  description,
  onCopy = writeToClipboard,
  onVisibilityChange,
  visibleSuffix = 4,
  copiedDuration = copiedResetMs,
  className,
  ...props
}: SecretFieldProps) {
  const labelId = useId();
  const descriptionId = useId();
  const [isShown, setShown] = useState(false);
  const [copyState, setCopyState] = useState<CopyState>('idle');
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(resetTimer.current), []);

  const suffix = visibleSuffix > 0 ? value.slice(-visibleSuffix) : '';
  const masked = '•'.repeat(Math.max(value.length - suffix.length, 8)) + suffix;

  function toggle() {
    const next = !isShown;
    setShown(next);
    onVisibilityChange?.(next);
  }

  async function copy() {
    clearTimeout(resetTimer.current);
    try {
      await onCopy(value);
      setCopyState('copied');
      resetTimer.current = setTimeout(() => setCopyState('idle'), copiedDuration);
    } catch {
      setCopyState('failed');
    }
  }

  return (
    <div {...props} data-slot="secret-field" className={cn(secretFieldClasses, className)}>
      <span id={labelId} className="text-sm font-medium text-ink">
        {label}
      </span>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <code
          role="group"
          aria-labelledby={labelId}
          aria-describedby={description ? descriptionId : undefined}
          data-slot="secret-field-value"
          data-state={isShown ? 'shown' : 'masked'}
          className={secretValueClasses}
        >
          {isShown ? (
            value
          ) : (
            <>
              <span aria-hidden="true">{masked}</span>
              <span className="sr-only">{suffix ? `Hidden, ending in ${suffix}` : 'Hidden'}</span>
            </>
          )}
        </code>
        <div className="flex shrink-0 gap-2">
          <Button
            variant="outline"
            aria-label={`${isShown ? 'Hide' : 'Show'} ${label}`}
            onPress={toggle}
          >
            {isShown ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
            {isShown ? 'Hide' : 'Show'}
          </Button>
          <Button variant="primary" onPress={() => void copy()} data-state={copyState}>
            {copyState === 'copied' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {copyState === 'copied' ? 'Copied' : 'Copy'}
          </Button>
        </div>
      </div>
      {description ? (
        <p id={descriptionId} className="text-sm text-ink-muted">
          {description}
        </p>
      ) : null}
      <p role="status" data-slot="secret-field-status" className="sr-only">
        {copyState === 'copied' ? `${label} copied to the clipboard` : ''}
      </p>
      {copyState === 'failed' ? (
        <p
          role="alert"
          data-slot="secret-field-error"
          className="text-sm font-medium text-danger-700"
        >
          {`Couldn't copy the ${label}: the browser blocked the clipboard. Show it and copy it by hand.`}
        </p>
      ) : null}
    </div>
  );
}
