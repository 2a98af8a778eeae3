import { z } from 'zod';
import {
  emailField,
  messageField,
  messageLimits,
  nameField,
  subjectField,
} from '../../domain/message-schemas';

export { emailField, messageField, nameField, subjectField };

/** The shortest message worth sending, and the longest (the server's limits). */
export const minMessageLength = messageLimits.bodyMin;
export const maxMessageLength = messageLimits.body;

/** The contact page's message form: every field required, a real e-mail, a real message. */
export const contactSchema = z.object({
  name: nameField,
  email: emailField,
  subject: subjectField,
  message: messageField,
});

export type ContactMessageInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;

export const emptyContactMessage: ContactMessageInput = {
  name: '',
  email: '',
  subject: '',
  message: '',
};
