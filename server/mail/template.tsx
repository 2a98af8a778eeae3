import {
  Body,
  Column,
  Container,
  Head,
  Hr,
  Html,
  Link,
  Preview,
  Row,
  Section,
  Text,
} from '@react-email/components';
import { render } from '@react-email/render';
import type { StoreDetails } from '../../domain/store';
import type { Mail } from './mailer';

/**
 * What an e-mail says, as data: the HTML part (React Email components, values escaped by React)
 * and the plain-text part are both written from it, so they always say the same thing.
 */
export type MailBlock =
  /** A paragraph. */
  | { kind: 'p'; text: string }
  /** Label–amount rows (order lines, totals); `indent` for the lines of an order. */
  | { kind: 'rows'; rows: readonly (readonly [string, string])[]; indent?: boolean }
  /** A link: in the text part `label: href`. */
  | { kind: 'link'; label: string; href: string };

export const paragraph = (text: string): MailBlock => ({ kind: 'p', text });
export const link = (label: string, href: string): MailBlock => ({ kind: 'link', label, href });

/** The store's postal address on one line ('' when none is set). */
export function storeAddress(store: StoreDetails): string {
  const { address, city, state, zip } = store.contact;
  const place = [city, [state, zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [address, place].filter(Boolean).join(', ');
}

/** The footer every e-mail ends with: who wrote it, where the store is, how to reach it. */
function footerLines(store: StoreDetails): string[] {
  const reach = [store.contact.email, store.contact.phone].filter(Boolean).join(' · ');
  return [
    `Questions? Reply to this e-mail or write to ${store.contact.email}.`,
    `— ${store.name}`,
    ...[storeAddress(store), reach].filter(Boolean),
  ];
}

const textRow = ([label, value]: readonly [string, string], indent?: boolean) =>
  indent ? `  ${label}  ${value}` : `${label.padEnd(8)}  ${value}`;

/** The plain-text part: the blocks, then the footer, blank lines between. */
export function mailText(blocks: readonly MailBlock[], store: StoreDetails): string {
  const parts = blocks.map((block) => {
    switch (block.kind) {
      case 'p':
        return block.text;
      case 'rows':
        return block.rows.map((row) => textRow(row, block.indent)).join('\n');
      case 'link':
        return `${block.label}: ${block.href}`;
    }
  });
  const [question, ...signature] = footerLines(store);
  return [...parts, question, signature.join('\n')].join('\n\n');
}

const colors = { ember: '#b4401b', ink: '#1c1917', muted: '#57534e', line: '#e7e5e4' };

function BlockView({ block }: { block: MailBlock }) {
  switch (block.kind) {
    case 'p':
      return (
        <Text style={{ color: colors.ink, fontSize: 15, lineHeight: '22px' }}>{block.text}</Text>
      );
    case 'rows':
      return (
        <Section style={{ margin: '8px 0' }}>
          {block.rows.map(([label, value], index) => (
            <Row key={index}>
              <Column style={{ color: colors.ink, fontSize: 14, padding: '2px 0' }}>{label}</Column>
              <Column align="right" style={{ color: colors.ink, fontSize: 14 }}>
                {value}
              </Column>
            </Row>
          ))}
        </Section>
      );
    case 'link':
      return (
        <Text style={{ fontSize: 15 }}>
          <Link href={block.href} style={{ color: colors.ember, textDecoration: 'underline' }}>
            {block.label}
          </Link>
        </Text>
      );
  }
}

/** The one layout: the store's name on top, the blocks, the store's address and contact below. */
export function MailLayout({
  store,
  preview,
  blocks,
}: {
  store: StoreDetails;
  preview: string;
  blocks: readonly MailBlock[];
}) {
  const [question, ...signature] = footerLines(store);
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: '#fafaf9', fontFamily: 'Helvetica, Arial, sans-serif' }}>
        <Container style={{ backgroundColor: '#ffffff', maxWidth: 560, padding: '24px' }}>
          <Section>
            <Text style={{ color: colors.ember, fontSize: 20, fontWeight: 700, margin: 0 }}>
              {store.name}
            </Text>
          </Section>
          <Hr style={{ borderColor: colors.line }} />
          {blocks.map((block, index) => (
            <BlockView key={index} block={block} />
          ))}
          <Hr style={{ borderColor: colors.line }} />
          <Section>
            <Text style={{ color: colors.muted, fontSize: 13 }}>{question}</Text>
            {signature.map((line) => (
              <Text key={line} style={{ color: colors.muted, fontSize: 13, margin: '2px 0' }}>
                {line}
              </Text>
            ))}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/**
 * An e-mail in the store's layout, with its HTML and plain-text parts written from the same
 * blocks; it replies to the store's contact address.
 */
export async function composeMail({
  to,
  subject,
  store,
  blocks,
}: {
  to: string;
  subject: string;
  store: StoreDetails;
  blocks: readonly MailBlock[];
}): Promise<Mail> {
  const html = await render(<MailLayout store={store} preview={subject} blocks={blocks} />);
  return {
    to,
    subject,
    replyTo: store.contact.email || undefined,
    text: mailText(blocks, store),
    html,
  };
}
