import { z } from 'zod';
import { emailField, messageField, nameField, subjectField } from '../../forms/message-schema';

/** The Help page's message form: the same rules as the contact form. */
export const helpSchema = z.object({
  name: nameField,
  email: emailField,
  subject: subjectField,
  message: messageField,
});

export type HelpMessageInput = z.input<typeof helpSchema>;
export type HelpMessage = z.output<typeof helpSchema>;

export const emptyHelpMessage: HelpMessageInput = { name: '', email: '', subject: '', message: '' };

/** The live chat's form: the help message without a subject (it is always 'Live chat'). */
export const chatSchema = helpSchema.omit({ subject: true });

export type ChatMessageInput = z.input<typeof chatSchema>;
export type ChatMessage = z.output<typeof chatSchema>;

export const emptyChatMessage: ChatMessageInput = { name: '', email: '', message: '' };

export { chatSubject } from '@domain/message-schemas';
