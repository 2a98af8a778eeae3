import { Mail, MessageCircle, Phone, SearchX, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import type { Key } from 'react-aria-components/DisclosureGroup';
import { ContactCard } from '@ds/patterns/ContactCard/ContactCard';
import { Accordion, AccordionItem } from '@ds/primitives/Accordion/Accordion';
import { Button } from '@ds/primitives/Button/Button';
import { Card, CardBody } from '@ds/primitives/Card/Card';
import { Container } from '@ds/primitives/Container/Container';
import { EmptyState } from '@ds/primitives/EmptyState/EmptyState';
import { Grid } from '@ds/primitives/Grid/Grid';
import { Heading } from '@ds/primitives/Heading/Heading';
import { Hero } from '@ds/primitives/Hero/Hero';
import { Modal } from '@ds/primitives/Modal/Modal';
import { SearchField } from '@ds/primitives/SearchField/SearchField';
import { Section } from '@ds/primitives/Section/Section';
import { Stack } from '@ds/primitives/Stack/Stack';
import { Text } from '@ds/primitives/Text/Text';
import { heroImages } from '@domain/heroes';
import type { ContactCard as ContactCardData, FaqCategory } from '@domain/types';
import { MessageForm } from '../../forms/MessageForm';
import { filterFaq, questionCountLabel } from './faq-filter';
import { chatSubject, helpSchema, type HelpMessage } from './help-schema';

export interface HelpScreenProps {
  faq: FaqCategory[];
  contactCards: ContactCardData[];
  /** Sends the help form's message; rejects when it could not be sent. */
  onSendMessage: (message: HelpMessage) => Promise<void>;
  /** Sends a message left in the live chat (its subject is 'Live chat'). */
  onSendChatMessage: (message: HelpMessage) => Promise<void>;
}

const contactIcons: Record<ContactCardData['id'], LucideIcon> = {
  call: Phone,
  email: Mail,
  chat: MessageCircle,
};

/** /help: answers to common questions, and the ways to ask one. */
export function HelpScreen({
  faq,
  contactCards,
  onSendMessage,
  onSendChatMessage,
}: HelpScreenProps) {
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState<Set<Key>>(new Set());
  const [isChatOpen, setChatOpen] = useState(false);
  const shown = filterFaq(faq, query);
  const matches = shown.reduce((sum, category) => sum + category.items.length, 0);
  const isSearching = query.trim() !== '';

  // Searching opens every matching answer; clearing the search folds them again.
  function search(next: string) {
    setQuery(next);
    const found = filterFaq(faq, next).flatMap((category) => category.items.map((item) => item.id));
    setExpanded(next.trim() ? new Set(found) : new Set());
  }

  return (
    <>
      <Hero
        title="Help & FAQ"
        eyebrow="How can we help?"
        description="Answers about ordering, delivery, catering and our menu. Search the questions, or reach our team directly."
        imageSrc={heroImages.help}
        actions={
          // The Container lets the box take the hero's text width.
          <Container size="sm" gutter="none">
            <SearchField
              aria-label="Search the FAQ"
              placeholder="Search questions, e.g. delivery"
              value={query}
              onChange={search}
            />
          </Container>
        }
      />

      <Section spacing="md" width="md" title="Frequently Asked Questions">
        <Stack gap="xl">
          <Text tone="muted" size="sm" role="status" aria-live="polite">
            {isSearching
              ? `${questionCountLabel(matches)} found for “${query.trim()}”`
              : `${questionCountLabel(matches)} in ${faq.length} categories`}
          </Text>
          {shown.length > 0 ? (
            shown.map((category) => (
              <Stack key={category.id} as="section" gap="sm" aria-label={category.title}>
                <Heading level={3} size="lg">
                  {category.title}
                </Heading>
                <Accordion
                  headingLevel={4}
                  allowsMultipleExpanded
                  expandedKeys={expanded}
                  onExpandedChange={setExpanded}
                >
                  {category.items.map((item) => (
                    <AccordionItem key={item.id} id={item.id} title={item.question}>
                      {item.answer}
                    </AccordionItem>
                  ))}
                </Accordion>
              </Stack>
            ))
          ) : (
            <EmptyState
              variant="outlined"
              headingLevel={3}
              icon={<SearchX aria-hidden="true" />}
              title="No results found"
              description={`No question mentions “${query.trim()}”. Try another word, or ask us below.`}
              action={
                <Button variant="outline" onPress={() => search('')}>
                  Clear search
                </Button>
              }
            />
          )}
        </Stack>
      </Section>

      <Section
        tone="muted"
        spacing="md"
        title="Still Need Help?"
        description="Our team answers the phone and the live chat 9am–9pm daily, and e-mails within 24 hours."
      >
        <Grid columns="thirds" gap="lg">
          {contactCards.map((card) => (
            <ContactCard
              key={card.id}
              icon={contactIcons[card.id]}
              title={card.title}
              description={card.description}
              detail={card.detail}
              actionLabel={card.actionLabel}
              {...(card.id === 'chat' ? { onPress: () => setChatOpen(true) } : { href: card.href })}
            />
          ))}
        </Grid>
      </Section>

      <Section spacing="md" width="md" title="Send Us a Message">
        <Card>
          <CardBody>
            <MessageForm
              label="Send Us a Message"
              schema={helpSchema}
              draftKey="help"
              submitLabel="Send Message"
              onSubmit={onSendMessage}
              confirmation={(name) => `Thanks, ${name}! We reply within 24 hours.`}
            />
          </CardBody>
        </Card>
      </Section>

      <Modal title="Live chat" isOpen={isChatOpen} onOpenChange={setChatOpen} isDismissable>
        <Stack gap="md">
          <Text tone="default">
            Our team is on live chat 9am–9pm daily. Leave your question here and we will answer by
            e-mail, usually within minutes while we are open and always within 24 hours.
          </Text>
          <MessageForm
            label="Live chat message"
            schema={helpSchema}
            draftKey="help-chat"
            submitLabel="Send"
            fixedSubject={chatSubject}
            onSubmit={onSendChatMessage}
            confirmation={(name) =>
              `Thanks, ${name}! Your message is with our team; we will reply by e-mail.`
            }
          />
        </Stack>
      </Modal>
    </>
  );
}
