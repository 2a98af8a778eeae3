import type { ReactNode } from 'react';
import { AdminPageHeader } from '../../design-system/patterns/AdminPageHeader/AdminPageHeader';
import { Section } from '../../design-system/primitives/Section/Section';
import { Stack } from '../../design-system/primitives/Stack/Stack';
import { Text } from '../../design-system/primitives/Text/Text';
import { paths } from '../../domain/paths';

export interface AdminListLayoutProps {
  /** 'Product Management'. */
  title: string;
  description: string;
  /** The header's buttons (Add Product, Export Orders). */
  actions: ReactNode;
  /** The AdminToolbar: search and filters. */
  toolbar: ReactNode;
  /** The count line, announced politely as the filters change: see shownOfTotal. */
  count: string;
  /** The table, and anything above it. */
  children: ReactNode;
}

/** The page of a searchable, filterable admin table: header, toolbar, count, table. */
export function AdminListLayout({
  title,
  description,
  actions,
  toolbar,
  count,
  children,
}: AdminListLayoutProps) {
  return (
    <Section spacing="sm">
      <AdminPageHeader
        backHref={paths.adminConsole()}
        title={title}
        description={description}
        actions={actions}
      />
      <Stack gap="md">
        {toolbar}
        <Text size="sm" tone="muted" role="status" aria-live="polite">
          {count}
        </Text>
        {children}
      </Stack>
    </Section>
  );
}
