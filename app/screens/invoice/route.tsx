import { useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router-dom';
import { getOrder } from '../../data/orders';
import { getStore } from '../../data/store';
import type { InvoiceLocationState } from '../../commerce/invoice-location';
import { InvoiceScreen } from './InvoiceScreen';

/** The owner's or an admin's order, or a guest's with the key its link carries. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const key = new URL(request.url).searchParams.get('key') ?? undefined;
  const [order, store] = await Promise.all([getOrder(params.orderId ?? '', key), getStore()]);
  return { order: order ?? null, brandName: store.name, supportEmail: store.contact.email };
}

export function Component() {
  const { order, brandName, supportEmail } = useLoaderData<typeof loader>();
  const location = useLocation();
  const justPlaced = Boolean((location.state as InvoiceLocationState | null)?.placed);
  return (
    <>
      <title>
        {order ? `Invoice ${order.id} | ${brandName}` : `Order not found | ${brandName}`}
      </title>
      <InvoiceScreen
        order={order}
        brandName={brandName}
        supportEmail={supportEmail}
        justPlaced={justPlaced}
        onPrint={() => window.print()}
        onDownloadPdf={async () => {
          if (!order) return;
          // jsPDF and jspdf-autotable load only now, on the first press.
          const { downloadInvoicePdf } = await import('../../commerce/invoice-pdf');
          downloadInvoicePdf(order, { brandName, supportEmail });
        }}
      />
    </>
  );
}
