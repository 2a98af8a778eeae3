import { brand } from '@domain/brand';
import { useLoaderData } from 'react-router-dom';
import { heroImages } from '@domain/heroes';
import { getCareers } from '../../data/content';
import { CareersScreen } from './CareersScreen';
import { useStoreName } from '@app/layout/store-name';

export async function loader() {
  return { openings: await getCareers() };
}

/** Applications go to the careers mailbox on the brand's own domain. */
const careersEmail = `careers@${brand.supportEmail.split('@')[1]}`;

export function Component() {
  const storeName = useStoreName();
  const { openings } = useLoaderData<typeof loader>();
  return (
    <>
      <title>{`Careers | ${storeName}`}</title>
      <CareersScreen openings={openings} applyEmail={careersEmail} heroImage={heroImages.about} />
    </>
  );
}
