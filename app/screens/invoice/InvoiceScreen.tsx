import { Download, FileSearch, Printer } from 'lucide-react';
import { useState } from 'react';
import { InvoiceDocument } from '@ds/patterns/InvoiceDocument/InvoiceDocument';
import { Alert } from '@ds/primitives/Alert/Alert';
import { Button } from '@ds/primitives/Button/Button';
import { EmptyState } from '@ds/primitives/EmptyState/EmptyState';
import { BackLink, Link } from '@ds/primitives/Link/Link';
import { LinkButton } from '@ds/primitives/LinkButton/LinkButton';
import { Section } from '@ds/primitives/Section/Section';
import { Stack } from '@ds/primitives/Stack/Stack';
import type { Order } from '@domain/types';
import { formatDate } from '../../commerce/dates';
import { invoiceRefunds } from '../../commerce/refund-descriptions';
import { paths } from '@domain/paths';
import { trackingUrl, type Shipment } from '@domain/shipment';

/** 'Shipped with UPS, tracking number 1Z…', with the carrier's tracking page when it has one. */
function ShipmentNote({ shipment }: { shipment: Shipment }) {
  const url = trackingUrl(shipment);
  return (
    <Alert tone="info" title={`Shipped with ${shipment.carrier}`}>
      Tracking number {shipment.trackingNumber}
      {url ? (
        <>
          {' · '}
          <Link href={url} target="_blank">
            Track with {shipment.carrier}
          </Link>
        </>
      ) : null}
    </Alert>
  );
}

export interface InvoiceScreenProps {
  /** The order, or null when no order has this number. */
  order: Order | null;
  brandName: string;
  supportEmail: string;
  /** The order was placed just now: thank the shopper above the invoice. */
  justPlaced?: boolean;
  onPrint: () => void;
  /** Builds and downloads the PDF; rejects when it could not. */
  onDownloadPdf: () => Promise<void>;
}

/** /invoice/:orderId: the order's invoice, to print or keep as a PDF. */
export function InvoiceScreen({
  order,
  brandName,
  supportEmail,
  justPlaced = false,
  onPrint,
  onDownloadPdf,
}: InvoiceScreenProps) {
  const [isDownloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);

  if (!order) {
    return (
      <Section spacing="lg" width="lg">
        <EmptyState
          headingLevel={1}
          icon={<FileSearch aria-hidden="true" />}
          title="Order not found"
          description="We could not find an order with this number. Check the link, or find the order in your account."
          action={
            <>
              <LinkButton href={paths.profile('orders')} variant="primary">
                View your orders
              </LinkButton>
              <LinkButton href={paths.shop()} variant="outline">
                Continue Shopping
              </LinkButton>
            </>
          }
        />
      </Section>
    );
  }

  async function download() {
    setDownloading(true);
    setDownloadError(null);
    try {
      await onDownloadPdf();
    } catch {
      setDownloadError('The PDF could not be created. Please try again, or print the invoice.');
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Section spacing="sm" width="md">
      <Stack gap="lg">
        <BackLink href={paths.profile('orders')}>Back to Orders</BackLink>
        {justPlaced ? (
          <Alert tone="success" title="Thank you for your order!">
            Order {order.id} is confirmed. A confirmation is on its way to {order.email}.
          </Alert>
        ) : null}
        {order.shipment ? <ShipmentNote shipment={order.shipment} /> : null}
        {downloadError ? (
          <Alert tone="danger" onDismiss={() => setDownloadError(null)}>
            {downloadError}
          </Alert>
        ) : null}
        <InvoiceDocument
          orderId={order.id}
          status={order.status}
          date={formatDate(order.createdAt)}
          dateTime={order.createdAt}
          items={order.items}
          subtotalCents={order.subtotalCents}
          discountCents={order.discountCents}
          discountLabel="Member discount"
          shippingCents={order.shippingCents}
          shippingMethod={order.shippingMethod?.name}
          taxCents={order.taxCents}
          totalCents={order.totalCents}
          giftCardCents={order.giftCardCents}
          billingAddress={order.billingAddress}
          shippingAddress={order.shippingAddress}
          paymentMethod={order.paymentMethod}
          paymentStatus={order.paymentStatus}
          refunds={invoiceRefunds(order)}
          brandName={brandName}
          supportEmail={supportEmail}
          actions={
            <>
              <Button variant="outline" onPress={onPrint}>
                <Printer aria-hidden="true" /> Print
              </Button>
              <Button
                variant="accent"
                onPress={() => void download()}
                isPending={isDownloading}
                pendingLabel="Preparing PDF..."
              >
                <Download aria-hidden="true" /> Download PDF
              </Button>
            </>
          }
        />
      </Stack>
    </Section>
  );
}
