import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { newsletterLinkProblems } from '@domain/message-schemas';
import { ApiError } from '../../data/api';
import { confirmNewsletter } from '../../data/messages';
import {
  NewsletterConfirmationScreen,
  type NewsletterConfirmation,
} from './NewsletterConfirmationScreen';
import { useStoreName } from '@app/layout/store-name';

/**
 * Confirms the link's token. The server's refusal (400: altered, made up, expired) is the page's
 * answer; a store that cannot be reached is the route's failure screen, whose Try again runs
 * this again (confirming twice changes nothing).
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<NewsletterConfirmation> {
  const token = new URL(request.url).searchParams.get('token')?.trim() ?? '';
  if (!token) return { state: 'refused', reason: newsletterLinkProblems.invalid };
  try {
    return { state: 'subscribed', ...(await confirmNewsletter(token)) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) {
      return { state: 'refused', reason: error.fields.token ?? error.message };
    }
    throw error;
  }
}

/** /newsletter/confirm?token=…: the link in the newsletter's confirmation e-mail. */
export function Component() {
  const storeName = useStoreName();
  const outcome = useLoaderData<typeof loader>();
  return (
    <>
      <title>{`Newsletter | ${storeName}`}</title>
      <NewsletterConfirmationScreen outcome={outcome} storeName={storeName} />
    </>
  );
}
