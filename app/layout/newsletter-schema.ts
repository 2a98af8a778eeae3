import { z } from 'zod';

/** The footer's newsletter sign-up: one e-mail address. */
export const newsletterSchema = z.object({
  email: z.string().trim().min(1, 'Email is required').pipe(z.email('Please enter a valid email')),
});

export type NewsletterValues = z.infer<typeof newsletterSchema>;
