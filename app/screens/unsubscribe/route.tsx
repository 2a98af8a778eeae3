import { useSearchParams } from 'react-router-dom';
import { ApiError } from '../../data/api';
import { unsubscribe } from '../../data/messages';
import { UnsubscribeScreen } from './UnsubscribeScreen';
import { useStoreName } from '@app/layout/store-name';

/** Unsubscribes; null when the server refuses the token (400), so the screen needs no HTTP. */
async function confirmUnsubscribe(token: string): Promise<{ email: string } | null> {
  try {
    return await unsubscribe(token);
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) return null;
    throw error;
  }
}

/** /unsubscribe?token=…: the link in the newsletter and 'Email Users' e-mails. */
export function Component() {
  const storeName = useStoreName();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  return (
    <>
      <title>{`Unsubscribe | ${storeName}`}</title>
      <UnsubscribeScreen hasToken={token !== ''} onConfirm={() => confirmUnsubscribe(token)} />
    </>
  );
}
