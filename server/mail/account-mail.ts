import { brand } from '../../domain/brand';
import type { Mail } from './mailer';

/** The invitation to a new account: its sign-in e-mail, temporary password and the login page. */
export function invitationMail(input: {
  to: string;
  name: string;
  temporaryPassword: string;
  loginUrl: string;
}): Mail {
  return {
    to: input.to,
    subject: `You're invited to ${brand.name}`,
    replyTo: brand.supportEmail,
    text: [
      `Hello ${input.name},`,
      '',
      `An account at ${brand.name} has been made for you.`,
      '',
      `Sign in at ${input.loginUrl}`,
      `Email: ${input.to}`,
      `Temporary password: ${input.temporaryPassword}`,
      '',
      'The first time you sign in, you choose your own password.',
    ].join('\n'),
  };
}

/** An admin's message to chosen accounts ('Email Users'). */
export function adminMessageMail(input: { to: string; subject: string; message: string }): Mail {
  return {
    to: input.to,
    subject: input.subject,
    replyTo: brand.supportEmail,
    text: `${input.message}\n\n— ${brand.name}`,
  };
}
