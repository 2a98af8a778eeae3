import { z } from 'zod';
import { emailField } from '../forms/validators';

/** The footer's newsletter sign-up: one e-mail address. */
export const newsletterSchema = z.object({
  email: emailField(),
});

export type NewsletterValues = z.infer<typeof newsletterSchema>;

/** Nothing is subscribed until the link in the e-mail is opened, and the visitor is told so. */
export const checkInboxMessage =
  'Almost done: open the link we just e-mailed you to confirm your subscription.';
