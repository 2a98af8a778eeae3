import { useLoaderData } from 'react-router-dom';
import { heroImages } from '@domain/heroes';
import { getContactContent, getPressReleases } from '../../data/content';
import { PressScreen } from './PressScreen';
import { useStoreName } from '@app/layout/store-name';

export async function loader() {
  const [releases, { contactDetails }] = await Promise.all([
    getPressReleases(),
    getContactContent(),
  ]);
  return {
    releases,
    // The press mailbox is on the brand's own domain; calls go to the main line.
    mediaContact: {
      email: `press@${contactDetails.email.split('@')[1]}`,
      phone: contactDetails.phone,
    },
  };
}

export function Component() {
  const storeName = useStoreName();
  const { releases, mediaContact } = useLoaderData<typeof loader>();
  return (
    <>
      <title>{`Press | ${storeName}`}</title>
      <PressScreen releases={releases} mediaContact={mediaContact} heroImage={heroImages.home} />
    </>
  );
}
