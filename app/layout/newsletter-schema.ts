import { z } from 'zod';
import { emailField } from '../forms/validators';

/** The footer's newsletter sign-up: one e-mail address. */
export const newsletterSchema = z.object({
  email: emailField(),
});

export type NewsletterValues = z.infer<typeof newsletterSchema>;
