import { getLocalTimeZone, today } from '@internationalized/date';
import { useLoaderData } from 'react-router-dom';
import { brand } from '../../../domain/brand';
import { getCateringContent } from '../../data/content';
import { sendMessage } from '../../data/messages';
import { estimateCents, type CateringQuote } from './catering-schema';
import { CateringScreen } from './CateringScreen';

export async function loader() {
  return getCateringContent();
}

export function Component() {
  const { packages, highlights, contact } = useLoaderData<typeof loader>();

  async function requestQuote(quote: CateringQuote) {
    const pkg = packages.find((candidate) => candidate.id === quote.packageId)!;
    await sendMessage('quote', {
      name: quote.name,
      email: quote.email,
      eventDate: quote.eventDate,
      guests: quote.guests,
      packageId: pkg.id,
      packageName: pkg.name,
      estimateCents: estimateCents(pkg, quote.guests),
      details: quote.details,
    });
  }

  return (
    <>
      <title>{`Catering | ${brand.name}`}</title>
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
