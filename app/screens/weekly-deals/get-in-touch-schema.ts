import { z } from 'zod';
import { messageLimits } from '@domain/message-schemas';
import { emailField, required } from '../../forms/validators';

export const minMessageLength = messageLimits.bodyMin;

/** The Weekly Circular's 'Get in Touch' form, within the server's limits for a message. */
export const getInTouchSchema = z.object({
  fullName: required('Full name').max(
    messageLimits.name,
    `Keep the name under ${messageLimits.name} characters`,
  ),
  email: emailField('Email address'),
  message: required('Message')
    .min(minMessageLength, `Message must be at least ${minMessageLength} characters`)
    .max(messageLimits.body, `Keep the message under ${messageLimits.body} characters`),
});

export type GetInTouchValues = z.infer<typeof getInTouchSchema>;

export const emptyGetInTouch: GetInTouchValues = { fullName: '', email: '', message: '' };
