import { Package, RotateCcw, Truck } from 'lucide-react';
import { FeatureCard } from '@ds/patterns/FeatureCard/FeatureCard';
import { formatMoney } from '@ds/lib/money';
import { Badge } from '@ds/primitives/Badge/Badge';
import { Card, CardBody, CardHeader, CardTitle } from '@ds/primitives/Card/Card';
import { EmptyState } from '@ds/primitives/EmptyState/EmptyState';
import { Grid } from '@ds/primitives/Grid/Grid';
import { Hero } from '@ds/primitives/Hero/Hero';
import { Section } from '@ds/primitives/Section/Section';
import { Stack } from '@ds/primitives/Stack/Stack';
import {
  Cell,
  Column,
  Row,
  Table,
  TableBody,
  TableContainer,
  TableHeader,
} from '@ds/primitives/Table/Table';
import type { ShippingZone } from '@domain/types';

export interface ShippingScreenProps {
  zones: ShippingZone[];
  /** Parcel orders ship free above this subtotal… */
  freeShippingThresholdCents: number;
  /** …and for this flat rate below it. */
  flatShippingCents: number;
  moneyBackGuaranteeDays: number;
  heroImage: string;
}

/** /shipping: what delivery costs, from the zones the admin keeps. */
export function ShippingScreen({
  zones,
  freeShippingThresholdCents,
  flatShippingCents,
  moneyBackGuaranteeDays,
  heroImage,
}: ShippingScreenProps) {
  return (
    <>
      <Hero
        title="Shipping & Delivery"
        eyebrow="Rubs to your door"
        description="What shipping costs for shop orders, and the rates and delivery times for Chicago and the rest of Illinois."
        imageSrc={heroImage}
      />

      <Section spacing="md" title="Shop Orders">
        <Grid columns="thirds" gap="lg">
          <FeatureCard
            icon={Package}
            title={`Free shipping over ${formatMoney(freeShippingThresholdCents)}`}
            description={`Free shipping on orders over ${formatMoney(freeShippingThresholdCents)}, otherwise ${formatMoney(flatShippingCents)}.`}
          />
          <FeatureCard
            icon={Truck}
            title="Shipped from Chicago"
            description="Rubs, sauces and tools ship from our North Side shop, with tracking on every parcel."
          />
          <FeatureCard
            icon={RotateCcw}
            title={`${moneyBackGuaranteeDays}-day money-back guarantee`}
            description="Not happy with something? Send it back within 30 days for a full refund."
          />
        </Grid>
      </Section>

      <Section
        tone="muted"
        spacing="md"
        title="Shipping Zones"
        description="Checkout offers a zone's methods to addresses in its regions, beside standard shipping, once the order reaches each method's minimum."
      >
        {zones.length > 0 ? (
          <Stack gap="lg">
            {zones.map((zone) => (
              <Card key={zone.id}>
                <CardHeader>
                  <CardTitle level={3}>{zone.name}</CardTitle>
                  <Stack as="ul" direction="row" gap="sm" wrap aria-label={`${zone.name} regions`}>
                    {zone.regions.map((region) => (
                      <li key={region}>
                        <Badge tone="neutral">{region}</Badge>
                      </li>
                    ))}
                  </Stack>
                </CardHeader>
                <CardBody>
                  <TableContainer label={`${zone.name} shipping methods`}>
                    <Table aria-label={`${zone.name} shipping methods`}>
                      <TableHeader>
                        <Column isRowHeader>Method</Column>
                        <Column align="end">Price</Column>
                        <Column align="end">Minimum order</Column>
                        <Column align="end">Estimated delivery</Column>
                      </TableHeader>
                      <TableBody>
                        {zone.methods.map((method) => (
                          <Row key={method.id} id={method.id}>
                            <Cell>{method.name}</Cell>
                            <Cell align="end">{formatMoney(method.priceCents)}</Cell>
                            <Cell align="end">{formatMoney(method.minOrderCents)}</Cell>
                            <Cell align="end">{method.estimatedDays}</Cell>
                          </Row>
                        ))}
                      </TableBody>
                    </Table>
                  </TableContainer>
                </CardBody>
              </Card>
            ))}
          </Stack>
        ) : (
          <EmptyState
            variant="outlined"
            headingLevel={3}
            title="No shipping zones yet"
            description="Regional rates are being set up. Shop orders still ship at the rates above."
          />
        )}
      </Section>
    </>
  );
}
