import { z } from 'zod';

export const minMessageLength = 10;

const required = (label: string) => z.string().trim().min(1, `${label} is required`);

/** The Weekly Circular's 'Get in Touch' form. */
export const getInTouchSchema = z.object({
  fullName: required('Full name'),
  email: required('Email address').pipe(z.email('Please enter a valid email')),
  message: required('Message').min(
    minMessageLength,
    `Message must be at least ${minMessageLength} characters`,
  ),
});

export type GetInTouchValues = z.infer<typeof getInTouchSchema>;

export const emptyGetInTouch: GetInTouchValues = { fullName: '', email: '', message: '' };
