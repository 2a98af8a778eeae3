import { Plus, Truck } from 'lucide-react';
import { useState } from 'react';
import { AdminPageHeader } from '@ds/patterns/AdminPageHeader/AdminPageHeader';
import { ZoneCard } from '@ds/patterns/ZoneCard/ZoneCard';
import { Alert } from '@ds/primitives/Alert/Alert';
import { Button } from '@ds/primitives/Button/Button';
import { EmptyState } from '@ds/primitives/EmptyState/EmptyState';
import { Grid, GridItem } from '@ds/primitives/Grid/Grid';
import { SearchField } from '@ds/primitives/SearchField/SearchField';
import { Section } from '@ds/primitives/Section/Section';
import { Stack } from '@ds/primitives/Stack/Stack';
import { Text } from '@ds/primitives/Text/Text';
import type { ShippingZone } from '@domain/types';
import { DeleteRecordDialog } from '@app/records/DeleteRecordDialog';
import { shownOfTotal } from '@app/admin/format';
import { withParam } from '@app/records/list-filters';
import type { SaveOutcome } from '@app/records/outcome';
import { filterZones } from '@app/admin/shipping-schema';
import { useRecordEditor } from '@app/records/use-record-editor';
import { ZoneFormModal } from './ZoneFormModal';
import { useLatestSearchParams } from '@app/use-latest-search-params';
import { countOf } from '@ds/lib/count';
import { paths } from '@domain/paths';

export interface AdminShippingScreenProps {
  zones: ShippingZone[];
  /** Saves a new (empty id) or edited zone; a refusal about the name names the field. */
  onSaveZone: (zone: ShippingZone) => Promise<SaveOutcome<'name'>>;
  /** Deletes the zone; a rejection's message shows in the confirmation. */
  onDeleteZone: (zone: ShippingZone) => Promise<void>;
}

/**
 * /admin/shipping: the delivery zones and their methods, which checkout and the public shipping
 * page read.
 */
export function AdminShippingScreen({ zones, onSaveZone, onDeleteZone }: AdminShippingScreenProps) {
  const [searchParams, setSearchParams] = useLatestSearchParams();
  const query = searchParams.get('q') ?? '';
  const [notice, setNotice] = useState<string | null>(null);
  const editor = useRecordEditor({
    async onSave(zone: ShippingZone) {
      const outcome = await onSaveZone(zone);
      if (outcome.ok) {
        setNotice(zone.id ? `Changes to "${zone.name}" saved.` : `Zone "${zone.name}" was added.`);
      }
      return outcome;
    },
    isSaved: (outcome) => outcome.ok,
    async onDelete(zone) {
      await onDeleteZone(zone);
      setNotice(`Zone "${zone.name}" was deleted.`);
    },
  });
  const shown = filterZones(zones, query);

  function setQuery(value: string) {
    setSearchParams((params) => withParam(params, 'q', value), { replace: true });
  }

  const addButton = (
    <Button variant="accent" onPress={editor.openAdd}>
      <Plus aria-hidden="true" /> Add Shipping Zone
    </Button>
  );

  return (
    <Section spacing="sm">
      <AdminPageHeader
        backHref={paths.adminConsole()}
        title="Shipping Management"
        description="Zones, delivery methods and rates. Customers see them on the shipping page."
        actions={addButton}
      />
      <Stack gap="lg">
        {notice ? (
          <Alert tone="success" onDismiss={() => setNotice(null)}>
            {notice}
          </Alert>
        ) : null}
        <Stack direction="responsive" gap="md" align="end" justify="between">
          <SearchField
            label="Search zones"
            placeholder="Zone name or region"
            value={query}
            onChange={setQuery}
          />
          <Text role="status" size="sm" tone="muted">
            {shownOfTotal(shown.length, countOf(zones.length, 'zone'), query.trim() !== '')}
          </Text>
        </Stack>
        {zones.length === 0 ? (
          <EmptyState
            variant="outlined"
            icon={<Truck aria-hidden="true" />}
            title="No shipping zones yet"
            description="Add a zone with its regions and delivery methods, so customers can see where you ship."
            action={addButton}
          />
        ) : shown.length === 0 ? (
          <EmptyState
            variant="outlined"
            icon={<Truck aria-hidden="true" />}
            title="No zones match your search"
            description={`Nothing found for "${query.trim()}". Search by zone name or region.`}
            action={
              <Button variant="outline" onPress={() => setQuery('')}>
                Clear search
              </Button>
            }
          />
        ) : (
          <Grid as="ul" columns="halves" gap="lg" aria-label="Shipping zones">
            {shown.map((zone) => (
              <GridItem as="li" key={zone.id}>
                <ZoneCard
                  name={zone.name}
                  regions={zone.regions}
                  methods={zone.methods}
                  {...editor.actionsFor(zone)}
                />
              </GridItem>
            ))}
          </Grid>
        )}
      </Stack>

      {editor.isEditorOpen ? (
        <ZoneFormModal
          key={editor.editorKey}
          zone={editor.editing}
          zones={zones}
          onSave={editor.save}
          onClose={editor.closeEditor}
        />
      ) : null}
      <DeleteRecordDialog
        {...editor.deleteDialog}
        title="Delete Shipping Zone"
        name={editor.deleting?.name}
      />
    </Section>
  );
}
