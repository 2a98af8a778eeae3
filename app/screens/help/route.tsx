import { useLoaderData } from 'react-router-dom';
import { getHelpContent } from '../../data/content';
import { sendMessage } from '../../data/messages';
import type { HelpMessage } from './help-schema';
import { HelpScreen } from './HelpScreen';
import { useStoreName } from '@app/layout/store-name';

export async function loader() {
  return getHelpContent();
}

export function Component() {
  const storeName = useStoreName();
  const { faq, contactCards } = useLoaderData<typeof loader>();
  return (
    <>
      <title>{`Help & FAQ | ${storeName}`}</title>
      <HelpScreen
        faq={faq}
        contactCards={contactCards}
        onSendMessage={async ({ name, email, subject, message }: HelpMessage) => {
          await sendMessage({ type: 'help', name, email, subject, body: message });
        }}
        onSendChatMessage={async ({ name, email, message }: HelpMessage) => {
          await sendMessage({ type: 'live-chat', name, email, body: message });
        }}
      />
    </>
  );
}
