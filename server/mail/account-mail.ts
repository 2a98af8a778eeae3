import type { StoreDetails } from '../../domain/store';
import type { Mail } from './mailer';

/** The invitation to a new account: its sign-in e-mail, temporary password and the login page. */
export function invitationMail(
  input: { to: string; name: string; temporaryPassword: string; loginUrl: string },
  store: StoreDetails,
): Mail {
  return {
    to: input.to,
    subject: `You're invited to ${store.name}`,
    replyTo: store.contact.email,
    text: [
      `Hello ${input.name},`,
      '',
      `An account at ${store.name} has been made for you.`,
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
export function adminMessageMail(
  input: { to: string; subject: string; message: string },
  store: StoreDetails,
): Mail {
  return {
    to: input.to,
    subject: input.subject,
    replyTo: store.contact.email,
    text: `${input.message}\n\n— ${store.name}`,
  };
}
