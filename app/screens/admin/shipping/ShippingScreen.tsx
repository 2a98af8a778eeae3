import { Plus, Truck } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AdminPageHeader } from '../../../../design-system/patterns/AdminPageHeader/AdminPageHeader';
import { ZoneCard } from '../../../../design-system/patterns/ZoneCard/ZoneCard';
import { Alert } from '../../../../design-system/primitives/Alert/Alert';
import { AlertDialog } from '../../../../design-system/primitives/AlertDialog/AlertDialog';
import { Button } from '../../../../design-system/primitives/Button/Button';
import { EmptyState } from '../../../../design-system/primitives/EmptyState/EmptyState';
import { Grid, GridItem } from '../../../../design-system/primitives/Grid/Grid';
import { SearchField } from '../../../../design-system/primitives/SearchField/SearchField';
import { Section } from '../../../../design-system/primitives/Section/Section';
import { Stack } from '../../../../design-system/primitives/Stack/Stack';
import { Text } from '../../../../design-system/primitives/Text/Text';
import type { ShippingZone } from '../../../../fixtures/types';
import { pluralize } from '../../../admin-ops/format';
import type { SaveOutcome } from '../../../admin-ops/outcome';
import { filterZones } from '../../../admin-ops/shipping-schema';
import { ZoneFormModal } from './ZoneFormModal';

type Dialog = { kind: 'add' } | { kind: 'edit'; zone: ShippingZone } | { kind: 'delete' };

export interface ShippingScreenProps {
  zones: ShippingZone[];
  /** Saves a new (empty id) or edited zone; a refusal about the name names the field. */
  onSaveZone: (zone: ShippingZone) => Promise<SaveOutcome<'name'>>;
  /** Deletes the zone; a rejection's message shows in the confirmation. */
  onDeleteZone: (zone: ShippingZone) => Promise<void>;
}

/**
 * /admin/shipping: the shipping zones as cards (regions and methods with price, minimum order
 * and estimated days), a search by zone name or region kept in the URL, and the Add, Edit
 * and Delete dialogs. The public shipping page shows the same zones.
 */
export function ShippingScreen({ zones, onSaveZone, onDeleteZone }: ShippingScreenProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.get('q') ?? '';
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [deleteTarget, setDeleteTarget] = useState<ShippingZone | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const shown = filterZones(zones, query);

  function setQuery(value: string) {
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (value) next.set('q', value);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  }

  async function saveZone(zone: ShippingZone) {
    const outcome = await onSaveZone(zone);
    if (outcome.ok) {
      setNotice(zone.id ? `Changes to "${zone.name}" saved.` : `Zone "${zone.name}" was added.`);
    }
    return outcome;
  }

  const addButton = (
    <Button variant="accent" onPress={() => setDialog({ kind: 'add' })}>
      <Plus aria-hidden="true" /> Add Shipping Zone
    </Button>
  );

  return (
    <Section spacing="sm">
      <AdminPageHeader
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
            {query.trim()
              ? `Showing ${shown.length} of ${pluralize(zones.length, 'zone')}`
              : pluralize(zones.length, 'zone')}
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
                  onEdit={() => setDialog({ kind: 'edit', zone })}
                  onDelete={() => {
                    setDeleteTarget(zone);
                    setDialog({ kind: 'delete' });
                  }}
                />
              </GridItem>
            ))}
          </Grid>
        )}
      </Stack>

      {dialog?.kind === 'add' || dialog?.kind === 'edit' ? (
        <ZoneFormModal
          key={dialog.kind === 'edit' ? dialog.zone.id : 'new'}
          zone={dialog.kind === 'edit' ? dialog.zone : undefined}
          zones={zones}
          onSave={saveZone}
          onClose={() => setDialog(null)}
        />
      ) : null}
      <AlertDialog
        isOpen={dialog?.kind === 'delete'}
        onOpenChange={(isOpen) => (isOpen ? undefined : setDialog(null))}
        title="Delete Shipping Zone"
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        onConfirm={async () => {
          if (!deleteTarget) return;
          await onDeleteZone(deleteTarget);
          setNotice(`Zone "${deleteTarget.name}" was deleted.`);
        }}
      >
        {`Are you sure you want to delete "${deleteTarget?.name ?? ''}"? This action cannot be undone.`}
      </AlertDialog>
    </Section>
  );
}
