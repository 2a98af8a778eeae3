import { Alert } from '@ds/primitives/Alert/Alert';
import { Button } from '@ds/primitives/Button/Button';
import { Stack } from '@ds/primitives/Stack/Stack';
import type { CartLine } from '@domain/cart-line';
import type { CartLineNotice } from '../../commerce/cart-notices';

export interface CheckoutLineNoticesProps {
  lines: readonly CartLine[];
  notices: Record<string, CartLineNotice>;
  onFix: (line: CartLine, notice: CartLineNotice) => void;
}

/** Each line that changed since it was added, named, with its note and its one action. */
export function CheckoutLineNotices({ lines, notices, onFix }: CheckoutLineNoticesProps) {
  const flagged = lines.filter((line) => notices[line.id]);
  if (flagged.length === 0) return null;
  return (
    <Stack as="section" gap="sm" aria-label="Items that changed">
      {flagged.map((line) => {
        const notice = notices[line.id]!;
        return (
          <Alert
            key={line.id}
            tone="warning"
            title={`${line.name} · ${line.size}`}
            action={
              <Button size="sm" variant="outline" onPress={() => onFix(line, notice)}>
                {notice.actionLabel}
              </Button>
            }
          >
            {notice.message}
          </Alert>
        );
      })}
    </Stack>
  );
}
