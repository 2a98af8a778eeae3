import { AboutPage, type AboutPageProps } from '@app/site-content/AboutPage';

export type AboutScreenProps = AboutPageProps;

/** /about: who the brand is and what it stands for. */
export function AboutScreen(props: AboutScreenProps) {
  return <AboutPage {...props} />;
}
