import { useLoaderData } from 'react-router-dom';
import { brand } from '@domain/brand';
import { heroImages } from '@domain/heroes';
import { getCareers } from '../../data/content';
import { CareersScreen } from './CareersScreen';

export async function loader() {
  return { openings: await getCareers() };
}

/** Applications go to the careers mailbox on the brand's own domain. */
const careersEmail = `careers@${brand.supportEmail.split('@')[1]}`;

export function Component() {
  const { openings } = useLoaderData<typeof loader>();
  return (
    <>
      <title>{`Careers | ${brand.name}`}</title>
      <CareersScreen openings={openings} applyEmail={careersEmail} heroImage={heroImages.about} />
    </>
  );
}
