import { z } from 'zod';

/** The shortest message worth sending: 'Hi' is not a question we can answer. */
export const minMessageLength = 10;
export const maxMessageLength = 2000;

const required = (label: string) => z.string().trim().min(1, `${label} is required`);

export const nameField = required('Name').max(100, 'Keep the name under 100 characters');
export const emailField = required('Email').pipe(z.email('Please enter a valid email'));
export const subjectField = required('Subject').max(150, 'Keep the subject under 150 characters');
export const messageField = z
  .string()
  .trim()
  .min(1, 'Message is required')
  // An empty message already says it is required.
  .refine(
    (value) => value.length === 0 || value.length >= minMessageLength,
    `Message must be at least ${minMessageLength} characters`,
  )
  .refine(
    (value) => value.length <= maxMessageLength,
    `Keep the message under ${maxMessageLength} characters`,
  );

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
