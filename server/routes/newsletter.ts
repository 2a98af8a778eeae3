import { Hono } from 'hono';
import { newsletterConfirmationSchema, newsletterSignUpSchema } from '../../domain/message-schemas';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import type { AppEnv } from '../env';
import type { MessageMail } from '../mail/message-mail';
import { confirmNewsletter, requestNewsletter } from '../services/newsletter';
import { validate } from '../validate';

/**
 * /api/newsletter: double opt-in. Anyone signs an address up, which only e-mails it a
 * confirmation link (202); the page that link opens confirms, and the address is subscribed.
 */
export const newsletterRoutes = ({
  db,
  mail,
  linkSecret,
  clock,
}: {
  db: Db;
  mail: MessageMail;
  linkSecret: string;
  clock: Clock;
}) =>
  new Hono<AppEnv>()
    .post('/', validate('json', newsletterSignUpSchema), async (c) =>
      c.json(await requestNewsletter({ db, mail }, c.req.valid('json').email), 202),
    )
    .post('/confirm', validate('json', newsletterConfirmationSchema), async (c) => {
      const confirmed = await confirmNewsletter(
        db,
        linkSecret,
        c.req.valid('json').token,
        clock.now(),
      );
      if (confirmed.isNew) mail.subscribed(confirmed.email);
      return c.json({ email: confirmed.email });
    });
