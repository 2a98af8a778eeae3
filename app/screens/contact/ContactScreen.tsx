import { Mail, MapPin, Phone } from 'lucide-react';
import { telHref } from '@ds/patterns/LocationCard/LocationCard';
import { Card, CardBody, CardHeader, CardTitle } from '@ds/primitives/Card/Card';
import { DescriptionList } from '@ds/primitives/DescriptionList/DescriptionList';
import { Grid } from '@ds/primitives/Grid/Grid';
import { Heading } from '@ds/primitives/Heading/Heading';
import { Hero } from '@ds/primitives/Hero/Hero';
import { Link } from '@ds/primitives/Link/Link';
import { List, ListItem } from '@ds/primitives/List/List';
import { Section } from '@ds/primitives/Section/Section';
import { Stack } from '@ds/primitives/Stack/Stack';
import { heroImages } from '@domain/heroes';
import type { ContactDetails, OpeningHours, SocialLink } from '@domain/types';
import type { ContactMessage } from '../../forms/message-schema';
import { MessageForm } from '../../forms/MessageForm';

export interface ContactScreenProps {
  contactDetails: ContactDetails;
  openingHours: OpeningHours[];
  socialLinks: SocialLink[];
  /** Sends the message; rejects when it could not be sent. */
  onSubmit: (message: ContactMessage) => Promise<void>;
}

/** /contact: how to reach the brand, and the message form (kept as a draft until sent). */
export function ContactScreen({
  contactDetails,
  openingHours,
  socialLinks,
  onSubmit,
}: ContactScreenProps) {
  const { phone, email, address, city, state, zip } = contactDetails;
  return (
    <>
      <Hero
        title="Contact Us"
        eyebrow="We'd love to hear from you"
        description="Questions about an order, a catering event or a recipe that went sideways? Send us a message and a real person will get back to you."
        imageSrc={heroImages.contact}
      />
      <Section spacing="md" aria-label="Get in touch">
        <Grid columns="main-aside" gap="xl" align="start">
          <Card>
            <CardHeader>
              <CardTitle level={2} size="xl">
                Send Us a Message
              </CardTitle>
            </CardHeader>
            <CardBody>
              <MessageForm
                label="Send Us a Message"
                draftKey="contact"
                submitLabel="Send Message"
                onSubmit={onSubmit}
                confirmation={(name) => `Thanks, ${name}! We reply within 24 hours.`}
              />
            </CardBody>
          </Card>

          <Card variant="muted">
            <CardHeader>
              <CardTitle level={2} size="lg">
                Get in Touch
              </CardTitle>
            </CardHeader>
            <CardBody>
              <Stack gap="lg">
                <List variant="plain" spacing="md">
                  <ListItem icon={Phone}>
                    <Link href={telHref(phone)} variant="quiet">
                      {phone}
                    </Link>
                  </ListItem>
                  <ListItem icon={Mail}>
                    <Link href={`mailto:${email}`} variant="quiet">
                      {email}
                    </Link>
                  </ListItem>
                  <ListItem icon={MapPin}>
                    {address}, {city}, {state} {zip}
                  </ListItem>
                </List>
                <Stack gap="sm">
                  <Heading level={3} size="sm" caps>
                    Opening Hours
                  </Heading>
                  <DescriptionList
                    items={openingHours.map(({ days, hours }) => ({ term: days, value: hours }))}
                  />
                </Stack>
                <Stack gap="sm">
                  <Heading level={3} size="sm" caps>
                    Follow Us
                  </Heading>
                  <List variant="plain" spacing="sm">
                    {socialLinks.map((social) => (
                      <ListItem key={social.id}>
                        <Link href={social.href} target="_blank" variant="quiet">
                          {social.label}
                        </Link>
                      </ListItem>
                    ))}
                  </List>
                </Stack>
              </Stack>
            </CardBody>
          </Card>
        </Grid>
      </Section>
    </>
  );
}
