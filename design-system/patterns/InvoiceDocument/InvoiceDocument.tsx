import { Flame, Mail } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { formatMoney } from '../../lib/money';
import { StatusBadge } from '../../primitives/Badge/Badge';
import { orderStatusTones, paymentStatusTones } from '../../primitives/Badge/tones';
import { DescriptionList } from '../../primitives/DescriptionList/DescriptionList';
import { Heading } from '../../primitives/Heading/Heading';
import { linkVariants } from '../../primitives/Link/Link';
import {
  Cell,
  Column,
  Row,
  Table,
  TableBody,
  TableContainer,
  TableHeader,
} from '../../primitives/Table/Table';
import { orderTotalsItems, type OrderTotals } from '../OrderSummary/order-totals';
import './invoice-print.css';

/**
 * The sheet. On paper it loses its frame and shadow; everything on the page except the
 * invoice is hidden by invoice-print.css.
 */
const invoiceDocumentClasses =
  'gap-8 p-5 sm:p-8 print:gap-6 print:p-0 flex w-full flex-col rounded-xl border border-line bg-surface text-ink shadow-sm print:rounded-none print:border-0 print:shadow-none';

const invoiceSectionTitleClasses =
  'mb-2 text-xs font-semibold tracking-wide font-sans text-ink-muted uppercase';

export interface InvoiceAddress {
  name: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  email?: string;
}

export interface InvoiceLine {
  name: string;
  size: string;
  quantity: number;
  /** Unit price in cents. */
  priceCents: number;
}

export interface InvoiceRefund {
  id: string;
  /** Already formatted, e.g. 'Dec 20, 2024'. */
  date: string;
  /** The same date as an ISO string, for the `<time>` element. */
  dateTime?: string;
  amountCents: number;
  /** What came back and where the money went, e.g. '1 × Brisket Rub (Jar), to the Visa ending in 4242'. */
  description: string;
}

export interface InvoiceDocumentProps
  extends Omit<ComponentProps<'article'>, 'children'>, OrderTotals {
  /** FF-YYYY-NNNN. */
  orderId: string;
  /** As the data holds it, e.g. 'confirmed'; the badge shows 'Confirmed'. */
  status: string;
  /** The order date, already formatted, e.g. 'Dec 14, 2024'. */
  date: string;
  /** The same date as an ISO string, for the `<time>` element. */
  dateTime?: string;
  items: InvoiceLine[];
  billingAddress: InvoiceAddress;
  shippingAddress: InvoiceAddress;
  paymentMethod: { brand: string; last4: string };
  /** As the data holds it, e.g. 'paid' or 'refunded'; a badge beside the payment method. */
  paymentStatus?: string;
  /** Each refund, oldest first, listed under the payment method. */
  refunds?: InvoiceRefund[];
  /** The seller, e.g. 'Forge & Flame'. */
  brandName: string;
  supportEmail: string;
  /** 'Print' and 'Download PDF'; they are not printed. */
  actions?: ReactNode;
  /** The title's level: 1 when the invoice is the page. */
  headingLevel?: 1 | 2;
}

type SubheadingTag = 'h2' | 'h3';

function AddressBlock({
  title,
  address,
  Title,
}: {
  title: string;
  address: InvoiceAddress;
  Title: SubheadingTag;
}) {
  return (
    <div data-slot="invoice-address">
      <Title className={invoiceSectionTitleClasses}>{title}</Title>
      <address className="text-sm leading-relaxed not-italic">
        <span className="font-semibold">{address.name}</span>
        <br />
        {address.address}
        <br />
        {address.city}, {address.state} {address.zipCode}
        {address.email ? (
          <>
            <br />
            {address.email}
          </>
        ) : null}
      </address>
    </div>
  );
}

/**
 * An order's invoice, on screen and on paper: the seller, the order number with its status
 * badge and date, billing and shipping addresses, the items table (Item, Qty, Price, Total),
 * subtotal, shipping, tax and total, the payment method ('Visa ending in 4242', with the
 * payment's status badge when given, e.g. Refunded) and the support e-mail. Printing shows
 * only this sheet.
 */
export function InvoiceDocument(invoice: InvoiceDocumentProps) {
  // The sums are the totals rows' (orderTotalsItems reads them from `invoice`); the rest is the article's.
  const {
    orderId,
    status,
    date,
    dateTime,
    items,
    subtotalCents,
    discountCents,
    discountLabel,
    shippingCents,
    shippingMethod,
    taxCents,
    totalCents,
    giftCardCents,
    billingAddress,
    shippingAddress,
    paymentMethod,
    paymentStatus,
    refunds = [],
    brandName,
    supportEmail,
    actions,
    headingLevel = 1,
    className,
    ...props
  } = invoice;
  const Subheading: SubheadingTag = headingLevel === 1 ? 'h2' : 'h3';
  return (
    <article
      {...props}
      data-slot="invoice-document"
      className={cn(invoiceDocumentClasses, className)}
    >
      <header className="flex flex-col gap-6 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-3">
          <p className="flex items-center gap-2 font-display text-lg font-semibold tracking-wide text-ink uppercase">
            <Flame aria-hidden="true" className="size-5 text-ember-700" />
            {brandName}
          </p>
          <Heading level={headingLevel} size="xl">
            Invoice <span className="tabular-nums">{orderId}</span>
          </Heading>
          <div className="flex flex-wrap items-center gap-3 text-sm text-ink-muted">
            <StatusBadge tones={orderStatusTones} value={status} size="md" />
            <span>
              Order date <time dateTime={dateTime}>{date}</time>
            </span>
          </div>
        </div>
        {actions ? (
          <div data-print="hide" data-slot="invoice-actions" className="flex flex-wrap gap-2">
            {actions}
          </div>
        ) : null}
      </header>

      <div className="grid grid-cols-1 gap-6 sm:grid-cols-2">
        <AddressBlock title="Billing address" address={billingAddress} Title={Subheading} />
        <AddressBlock title="Shipping address" address={shippingAddress} Title={Subheading} />
      </div>

      <TableContainer label="Items" className="print:overflow-visible">
        <Table aria-label={`Items in order ${orderId}`}>
          <TableHeader>
            <Column isRowHeader>Item</Column>
            <Column align="end">Qty</Column>
            <Column align="end">Price</Column>
            <Column align="end">Total</Column>
          </TableHeader>
          <TableBody>
            {items.map((item) => (
              <Row key={`${item.name}:${item.size}`} id={`${item.name}:${item.size}`}>
                <Cell>
                  <span className="font-medium">{item.name}</span>
                  <span className="block text-xs text-ink-muted">{item.size}</span>
                </Cell>
                <Cell align="end" className="tabular-nums">
                  {item.quantity}
                </Cell>
                <Cell align="end" className="tabular-nums">
                  {formatMoney(item.priceCents)}
                </Cell>
                <Cell align="end" className="font-medium tabular-nums">
                  {formatMoney(item.priceCents * item.quantity)}
                </Cell>
              </Row>
            ))}
          </TableBody>
        </Table>
      </TableContainer>

      <div className="grid grid-cols-1 items-start gap-8 sm:grid-cols-2">
        <div className="flex flex-col gap-6">
          <div data-slot="invoice-payment">
            <Subheading className={invoiceSectionTitleClasses}>Payment method</Subheading>
            <div className="flex flex-wrap items-center gap-2">
              <p className="text-sm">
                {paymentMethod.brand} ending in{' '}
                <span className="tabular-nums">{paymentMethod.last4}</span>
              </p>
              {paymentStatus ? (
                <StatusBadge tones={paymentStatusTones} value={paymentStatus} />
              ) : null}
            </div>
          </div>
          {refunds.length > 0 ? (
            <div data-slot="invoice-refunds">
              <Subheading className={invoiceSectionTitleClasses}>Refunds</Subheading>
              <ul className="flex flex-col gap-2 text-sm" aria-label="Refunds">
                {refunds.map((refund) => (
                  <li key={refund.id} className="flex flex-col">
                    <span className="flex justify-between gap-4">
                      <time dateTime={refund.dateTime}>{refund.date}</time>
                      <span className="font-semibold tabular-nums">
                        −{formatMoney(refund.amountCents)}
                      </span>
                    </span>
                    <span className="text-ink-muted">{refund.description}</span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <div data-slot="invoice-support">
            <Subheading className={invoiceSectionTitleClasses}>Questions?</Subheading>
            <p className="text-sm text-ink-muted">
              Write to {/* A plain anchor: the app router would turn 'mailto:' into a path. */}
              <a
                href={`mailto:${supportEmail}`}
                data-slot="invoice-support-link"
                className={linkVariants({ variant: 'inline', className: 'hover:text-ember-800' })}
              >
                <Mail aria-hidden="true" /> {supportEmail}
              </a>{' '}
              and quote your order number.
            </p>
          </div>
        </div>
        <div data-slot="invoice-totals" className="w-full sm:ml-auto sm:max-w-xs">
          <DescriptionList items={orderTotalsItems(invoice, 'Charged to card')} />
        </div>
      </div>
    </article>
  );
}
