import { collection } from './collection';

/**
 * What visitors send us: contact and help messages, catering quote requests, newsletter
 * sign-ups. Kept in the outbox a mail or CRM service would read.
 */
export type MessageKind = 'contact' | 'help' | 'quote' | 'newsletter' | 'weekly-deals';

export interface VisitorMessage {
  id: string;
  kind: MessageKind;
  fields: Record<string, string | number>;
  sentAt: string;
}

const outbox = collection<VisitorMessage>({ name: 'messages', version: 1, seed: () => [] });

export async function sendMessage(
  kind: MessageKind,
  fields: Record<string, string | number>,
  now = new Date(),
): Promise<VisitorMessage> {
  return outbox.put({ id: crypto.randomUUID(), kind, fields, sentAt: now.toISOString() });
}

export const listMessages = () => outbox.list();

/** Newsletter sign-ups are idempotent: the same address twice is one subscription. */
export async function subscribeToNewsletter(email: string, now = new Date()): Promise<boolean> {
  const normalized = email.trim().toLowerCase();
  const existing = (await outbox.list()).some(
    (m) => m.kind === 'newsletter' && m.fields.email === normalized,
  );
  if (!existing) await sendMessage('newsletter', { email: normalized }, now);
  return !existing;
}
