/**
 * The invoice as a real PDF (jsPDF + jspdf-autotable). Screens load this module with
 * `import()` when 'Download PDF' is pressed, so neither library is in any first load.
 */
import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import { invoiceRefunds } from './refund-descriptions';
import { formatMoney } from '../../design-system/lib/money';
import type { Order, PostalAddress } from '../../domain/types';
import { formatDate } from './dates';

export interface InvoicePdfOptions {
  brandName: string;
  supportEmail: string;
}

/** The PDF's colours: the same values as the tokens charcoal-900, charcoal-600, ember-700, charcoal-50, charcoal-200. */
const ink: [number, number, number] = [38, 36, 34];
const inkMuted: [number, number, number] = [91, 88, 82];
const ember: [number, number, number] = [180, 42, 11];
const surfaceMuted: [number, number, number] = [247, 247, 246];
const line: [number, number, number] = [214, 212, 208];

const margin = 48;

export const invoiceFileName = (orderId: string) => `invoice-${orderId}.pdf`;

const shippingCharge = (order: Order) =>
  order.shippingCents === 0 ? 'Free' : formatMoney(order.shippingCents);

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function addressLines(address: PostalAddress & { email?: string }): string[] {
  const lines = [
    address.name,
    address.address,
    `${address.city}, ${address.state} ${address.zipCode}`,
  ];
  if (address.email) lines.push(address.email);
  return lines;
}

/** Builds the invoice of an order: header, addresses, the items table, totals, payment and support. */
export function buildInvoicePdf(
  order: Order,
  { brandName, supportEmail }: InvoicePdfOptions,
): jsPDF {
  const doc = new jsPDF({ unit: 'pt', format: 'letter' });
  doc.setProperties({
    title: `Invoice ${order.id}`,
    subject: `${brandName} order ${order.id}`,
    author: brandName,
  });
  const pageWidth = doc.internal.pageSize.getWidth();
  const right = pageWidth - margin;
  let y = margin + 8;

  doc.setFont('helvetica', 'bold');
  doc.setFontSize(18);
  doc.setTextColor(...ember);
  doc.text(brandName.toUpperCase(), margin, y);

  doc.setTextColor(...ink);
  doc.setFontSize(22);
  doc.text('INVOICE', right, y, { align: 'right' });

  y += 28;
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(11);
  doc.text(`Order number: ${order.id}`, margin, y);
  doc.text(`Status: ${capitalised(order.status)}`, right, y, { align: 'right' });
  y += 16;
  doc.setTextColor(...inkMuted);
  doc.text(`Order date: ${formatDate(order.createdAt)}`, margin, y);

  y += 32;
  const columnX = [margin, margin + (right - margin) / 2];
  const blocks: [string, string[]][] = [
    ['BILLING ADDRESS', addressLines(order.billingAddress)],
    ['SHIPPING ADDRESS', addressLines(order.shippingAddress)],
  ];
  let blockBottom = y;
  blocks.forEach(([title, lines], index) => {
    const x = columnX[index]!;
    doc.setFont('helvetica', 'bold');
    doc.setFontSize(9);
    doc.setTextColor(...inkMuted);
    doc.text(title, x, y);
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(11);
    doc.setTextColor(...ink);
    lines.forEach((text, row) => doc.text(text, x, y + 18 + row * 15));
    blockBottom = Math.max(blockBottom, y + 18 + (lines.length - 1) * 15);
  });

  let tableBottom = blockBottom + 24;
  autoTable(doc, {
    startY: blockBottom + 24,
    margin: { left: margin, right: margin },
    head: [['Item', 'Qty', 'Price', 'Total']],
    body: order.items.map((item) => [
      `${item.name}\n${item.size}`,
      String(item.quantity),
      formatMoney(item.priceCents),
      formatMoney(item.priceCents * item.quantity),
    ]),
    theme: 'plain',
    styles: { font: 'helvetica', fontSize: 10, textColor: ink, cellPadding: 6 },
    headStyles: { fontStyle: 'bold', fillColor: surfaceMuted, textColor: inkMuted },
    columnStyles: {
      1: { halign: 'right', cellWidth: 48 },
      2: { halign: 'right', cellWidth: 80 },
      3: { halign: 'right', cellWidth: 80 },
    },
    didParseCell: (data) => {
      if (data.section === 'head' && data.column.index > 0) data.cell.styles.halign = 'right';
    },
    didDrawPage: (data) => {
      tableBottom = data.cursor?.y ?? tableBottom;
    },
  });

  y = tableBottom + 24;
  const totals: [string, string][] = [
    ['Subtotal', formatMoney(order.subtotalCents)],
    ['Shipping', shippingCharge(order)],
    ['Tax', formatMoney(order.taxCents)],
  ];
  const labelX = right - 180;
  doc.setFontSize(11);
  for (const [label, value] of totals) {
    doc.setFont('helvetica', 'normal');
    doc.setTextColor(...inkMuted);
    doc.text(label, labelX, y);
    doc.setTextColor(...ink);
    doc.text(value, right, y, { align: 'right' });
    y += 18;
  }
  doc.setDrawColor(...line);
  doc.line(labelX, y - 8, right, y - 8);
  y += 8;
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(13);
  doc.text('Total', labelX, y);
  doc.text(formatMoney(order.totalCents), right, y, { align: 'right' });
  // A gift card paid last: its part, then what the card was charged.
  if (order.giftCardCents > 0) {
    doc.setFontSize(11);
    for (const [label, value] of [
      ['Gift card', `-${formatMoney(order.giftCardCents)}`],
      ['Charged to card', formatMoney(order.totalCents - order.giftCardCents)],
    ] as const) {
      y += 18;
      doc.setFont('helvetica', 'normal');
      doc.setTextColor(...inkMuted);
      doc.text(label, labelX, y);
      doc.setTextColor(...ink);
      doc.text(value, right, y, { align: 'right' });
    }
  }

  y += 40;
  doc.setFontSize(9);
  doc.setTextColor(...inkMuted);
  doc.text('PAYMENT METHOD', margin, y);
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(11);
  doc.setTextColor(...ink);
  doc.text(`${order.paymentMethod.brand} ending in ${order.paymentMethod.last4}`, margin, y + 18);
  if (order.shippingMethod) {
    const x = columnX[1]!;
    doc.setFont('helvetica', 'bold');
    doc.setFontSize(9);
    doc.setTextColor(...inkMuted);
    doc.text('SHIPPING METHOD', x, y);
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(11);
    doc.setTextColor(...ink);
    doc.text(`${order.shippingMethod.name}: ${shippingCharge(order)}`, x, y + 18);
  }

  y += 48;
  const refunds = invoiceRefunds(order);
  if (refunds.length > 0) {
    doc.setFont('helvetica', 'bold');
    doc.setFontSize(9);
    doc.setTextColor(...inkMuted);
    doc.text('REFUNDS', margin, y);
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(11);
    doc.setTextColor(...ink);
    for (const refund of refunds) {
      y += 18;
      // jsPDF's standard fonts have no '×': the PDF writes 'x'.
      doc.text(`${refund.date}: ${refund.description.replaceAll('×', 'x')}`, margin, y, {
        maxWidth: right - margin - 90,
      });
      doc.text(`-${formatMoney(refund.amountCents)}`, right, y, { align: 'right' });
    }
    y += 30;
  }
  doc.setTextColor(...inkMuted);
  doc.text(`Questions? Write to ${supportEmail} and quote order ${order.id}.`, margin, y);
  doc.setTextColor(...ember);
  doc.link(margin, y - 11, right - margin, 14, { url: `mailto:${supportEmail}` });

  return doc;
}

/** Builds the invoice and hands it to the browser as a download: invoice-FF-2024-0015.pdf. */
export function downloadInvoicePdf(order: Order, options: InvoicePdfOptions): void {
  buildInvoicePdf(order, options).save(invoiceFileName(order.id));
}
