import { useLoaderData } from 'react-router-dom';
import { getAboutContent } from '../../data/content';
import { AboutScreen } from './AboutScreen';
import { useStoreName } from '@app/layout/store-name';

export async function loader() {
  return getAboutContent();
}

export function Component() {
  const storeName = useStoreName();
  const { story, timeline, values, team } = useLoaderData<typeof loader>();
  return (
    <>
      <title>{`About Us | ${storeName}`}</title>
      <AboutScreen
        brandName={storeName}
        story={story}
        timeline={timeline}
        values={values}
        team={team}
      />
    </>
  );
}
