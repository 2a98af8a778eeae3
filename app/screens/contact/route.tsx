import { useLoaderData } from 'react-router-dom';
import { getContactContent } from '../../data/content';
import { sendMessage } from '../../data/messages';
import type { ContactMessage } from '../../forms/message-schema';
import { ContactScreen } from './ContactScreen';
import { useStoreName } from '@app/layout/store-name';

export async function loader() {
  return getContactContent();
}

export function Component() {
  const storeName = useStoreName();
  const { contactDetails, openingHours, socialLinks } = useLoaderData<typeof loader>();
  return (
    <>
      <title>{`Contact | ${storeName}`}</title>
      <ContactScreen
        contactDetails={contactDetails}
        openingHours={openingHours}
        socialLinks={socialLinks}
        onSubmit={async ({ name, email, subject, message }: ContactMessage) => {
          await sendMessage({ type: 'contact', name, email, subject, body: message });
        }}
      />
    </>
  );
}
