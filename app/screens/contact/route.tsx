import { useLoaderData } from 'react-router-dom';
import { brand } from '@domain/brand';
import { getContactContent } from '../../data/content';
import { sendMessage } from '../../data/messages';
import type { ContactMessage } from '../../forms/message-schema';
import { ContactScreen } from './ContactScreen';

export async function loader() {
  return getContactContent();
}

export function Component() {
  const { contactDetails, openingHours, socialLinks } = useLoaderData<typeof loader>();
  return (
    <>
      <title>{`Contact | ${brand.name}`}</title>
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
