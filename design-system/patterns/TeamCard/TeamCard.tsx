import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import {
  Card,
  CardDescription,
  CardHeader,
  CardMedia,
  CardTitle,
} from '../../primitives/Card/Card';
import { Eyebrow } from '../../primitives/Heading/Heading';
import { Image } from '../../primitives/Image/Image';

/** Cards in a row of the grid share its height. */
const teamCardClasses = 'h-full';

export interface TeamCardProps extends Omit<ComponentProps<typeof Card>, 'children'> {
  name: string;
  /** The job title, e.g. 'Founder & Head Pitmaster'. */
  role: string;
  /** One or two sentences about the person. */
  bio?: string;
  /** A portrait; its alt text is the person's name. */
  imageSrc: string;
  /** The name's heading level: 3 under a section's h2. */
  headingLevel?: 3 | 4;
}

/**
 * A person on the team: portrait, name, role and a short bio. For the About page's team grid;
 * for forum authors use Avatar.
 */
export function TeamCard({
  name,
  role,
  bio,
  imageSrc,
  headingLevel = 3,
  className,
  ...props
}: TeamCardProps) {
  return (
    <Card {...props} className={cn(teamCardClasses, className)}>
      <CardMedia>
        <Image src={imageSrc} alt={`Portrait of ${name}`} ratio="square" />
      </CardMedia>
      <CardHeader>
        <CardTitle level={headingLevel}>{name}</CardTitle>
        <Eyebrow>{role}</Eyebrow>
        {bio ? <CardDescription className="mt-1">{bio}</CardDescription> : null}
      </CardHeader>
    </Card>
  );
}
