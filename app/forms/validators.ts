import { z } from 'zod';

/** A text field that must hold something once trimmed: 'Name is required'. */
export const required = (label: string) => z.string().trim().min(1, `${label} is required`);

/** A required, well-formed e-mail address: 'Email is required', 'Please enter a valid email'. */
export const emailField = (label = 'Email') =>
  required(label).pipe(z.email('Please enter a valid email'));
