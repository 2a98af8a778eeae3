import type { LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/Button/Button';
import {
  Card,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../primitives/Card/Card';
import { LinkButton } from '../../primitives/LinkButton/LinkButton';
import { Text } from '../../primitives/Text/Text';

const contactCardClasses = 'h-full items-center text-center';

const contactCardIconClasses =
  'size-14 [&_svg]:size-7 mx-auto flex items-center justify-center rounded-pill bg-ember-50 text-ember-700';

export interface ContactCardProps extends Omit<ComponentProps<typeof Card>, 'children' | 'title'> {
  /** A lucide icon: Phone, Mail, MessageCircle. Decorative. */
  icon: LucideIcon;
  /** e.g. 'Call Us'. */
  title: string;
  /** When and how, e.g. 'Phone support 9am–9pm daily.' */
  description: string;
  /** The number or address itself, e.g. '(312) 555-0100'. */
  detail?: string;
  /** The action's text, e.g. 'Call now'. */
  actionLabel: string;
  /** A link action: `tel:`, `mailto:` or a page. */
  href?: string;
  /** A button action instead of a link, e.g. opening the live chat. */
  onPress?: () => void;
  /** The title's heading level: 2 when the cards open the page, 3 under a section's h2. */
  headingLevel?: 2 | 3;
}

/**
 * One way to reach the shop: call, e-mail or live chat, with the detail and one action. The
 * action is a link when `href` is given (a phone or e-mail link) and a button with `onPress`
 * (opening the chat). Three side by side on the Help page.
 */
export function ContactCard({
  icon: ContactIcon,
  title,
  description,
  detail,
  actionLabel,
  href,
  onPress,
  headingLevel = 3,
  className,
  ...props
}: ContactCardProps) {
  return (
    <Card {...props} className={cn(contactCardClasses, className)}>
      <CardHeader className="items-center">
        <span data-slot="contact-card-icon" className={contactCardIconClasses}>
          <ContactIcon aria-hidden="true" />
        </span>
        <CardTitle level={headingLevel} className="mt-2">
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
        {detail ? (
          <Text weight="semibold" className="mt-1 break-words">
            {detail}
          </Text>
        ) : null}
      </CardHeader>
      <CardFooter className="justify-center">
        {href ? (
          <LinkButton href={href} variant="outline">
            {actionLabel}
          </LinkButton>
        ) : (
          <Button variant="outline" onPress={onPress}>
            {actionLabel}
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
