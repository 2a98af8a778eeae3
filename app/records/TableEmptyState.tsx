import { Button } from '../../design-system/primitives/Button/Button';
import { Stack } from '../../design-system/primitives/Stack/Stack';
import { Text } from '../../design-system/primitives/Text/Text';

export interface TableEmptyStateProps {
  /** 'No products found'. */
  title: string;
  /** Why, and what to do: first record or another search. */
  description: string;
  /** Shown as 'Clear all filters' when filters hide the rows. */
  onClearFilters?: () => void;
}

/** What an admin table shows without rows (its `renderEmptyState`). */
export function TableEmptyState({ title, description, onClearFilters }: TableEmptyStateProps) {
  return (
    <Stack gap="sm" align="center">
      <Text weight="semibold">{title}</Text>
      <Text size="sm" tone="muted">
        {description}
      </Text>
      {onClearFilters ? (
        <Button variant="outline" size="sm" onPress={onClearFilters}>
          Clear all filters
        </Button>
      ) : null}
    </Stack>
  );
}
