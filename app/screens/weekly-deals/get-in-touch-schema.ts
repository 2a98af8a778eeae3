import { z } from 'zod';
import { messageLimits } from '../../../domain/message-schemas';

export const minMessageLength = messageLimits.bodyMin;

const required = (label: string) => z.string().trim().min(1, `${label} is required`);

/** The Weekly Circular's 'Get in Touch' form, within the server's limits for a message. */
export const getInTouchSchema = z.object({
  fullName: required('Full name').max(
    messageLimits.name,
    `Keep the name under ${messageLimits.name} characters`,
  ),
  email: required('Email address').pipe(z.email('Please enter a valid email')),
  message: required('Message')
    .min(minMessageLength, `Message must be at least ${minMessageLength} characters`)
    .max(messageLimits.body, `Keep the message under ${messageLimits.body} characters`),
});

export type GetInTouchValues = z.infer<typeof getInTouchSchema>;

export const emptyGetInTouch: GetInTouchValues = { fullName: '', email: '', message: '' };
