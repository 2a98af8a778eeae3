import { type LoaderFunctionArgs } from 'react-router-dom';
import { mayOpenConsole } from '@app/admin/console-access';
import { ApiError } from '@app/data/api';
import { lookUpGiftCard } from '@app/data/gift-cards';
import { AdminGiftCardLookupScreen, type GiftCardLookupResult } from './AdminGiftCardLookupScreen';
import { useStoreName } from '@app/layout/store-name';

/** Nothing for a visitor the guard turns away (see mayOpenConsole): lookups are the admin's. */
export async function loader({ request }: LoaderFunctionArgs) {
  return { allowed: await mayOpenConsole(request) };
}

async function lookUp(code: string): Promise<GiftCardLookupResult> {
  try {
    return { card: await lookUpGiftCard(code) };
  } catch (error) {
    if (error instanceof ApiError && error.status > 0 && error.status < 500) {
      return { error: error.fields.code ?? error.message };
    }
    return { error: 'The gift card could not be looked up. Please try again.' };
  }
}

/** /admin/gift-cards: a card's balance and history by its code. */
export function Component() {
  const storeName = useStoreName();
  return (
    <>
      <title>{`Gift Cards | ${storeName}`}</title>
      <AdminGiftCardLookupScreen onLookUp={lookUp} />
    </>
  );
}
