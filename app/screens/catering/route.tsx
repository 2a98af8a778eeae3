import { getLocalTimeZone, today } from '@internationalized/date';
import { useLoaderData } from 'react-router-dom';
import { getCateringContent } from '../../data/content';
import { sendMessage } from '../../data/messages';
import type { CateringQuote } from './catering-schema';
import { CateringScreen } from './CateringScreen';
import { useStoreName } from '@app/layout/store-name';

export async function loader() {
  return getCateringContent();
}

export function Component() {
  const storeName = useStoreName();
  const { packages, highlights, contact } = useLoaderData<typeof loader>();

  // The server names the package and works out the estimate from its own prices.
  async function requestQuote({
    name,
    email,
    eventDate,
    guests,
    packageId,
    details,
  }: CateringQuote) {
    await sendMessage({
      type: 'catering-quote',
      name,
      email,
      body: details,
      details: { eventDate, guests, packageId },
    });
  }

  return (
    <>
      <title>{`Catering | ${storeName}`}</title>
      <CateringScreen
        packages={packages}
        highlights={highlights}
        contact={contact}
        today={today(getLocalTimeZone()).toString()}
        onSubmit={requestQuote}
      />
    </>
  );
}
