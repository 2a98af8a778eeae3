import { useLoaderData } from 'react-router-dom';
import { brand } from '@domain/brand';
import { getAboutContent } from '../../data/content';
import { AboutScreen } from './AboutScreen';

export async function loader() {
  return getAboutContent();
}

export function Component() {
  const { story, timeline, values, team } = useLoaderData<typeof loader>();
  return (
    <>
      <title>{`About Us | ${brand.name}`}</title>
      <AboutScreen
        brandName={brand.name}
        story={story}
        timeline={timeline}
        values={values}
        team={team}
      />
    </>
  );
}
