// E-mails the confirmation and reset codes the way a Cognito pool sends them (its
// verification message template, or Cognito's default), to MailDev or any SMTP relay;
// cognito-local only writes them to its log.
import nodemailer from 'nodemailer';

/** Cognito's own, for a pool that sets no verification message. */
export const defaultVerificationEmail = {
  subject: 'Your verification code',
  message: 'Your verification code is {####}. ',
  from: 'no-reply@verificationemail.com',
};

/** The e-mail for `code` under the pool's settings (DescribeUserPool's UserPool). */
export function verificationEmail(pool = {}, code) {
  const template = pool.VerificationMessageTemplate ?? {};
  const subject =
    template.EmailSubject ?? pool.EmailVerificationSubject ?? defaultVerificationEmail.subject;
  const message =
    template.EmailMessage ?? pool.EmailVerificationMessage ?? defaultVerificationEmail.message;
  return {
    from: pool.EmailConfiguration?.From ?? defaultVerificationEmail.from,
    subject,
    text: message.replaceAll('{####}', code),
  };
}

/**
 * A sender of `code` (the emulator's fixed code) to an address, or a no-op without `smtpUrl`.
 * A relay that fails is logged: the code was issued all the same, as in Cognito.
 * @param {{ smtpUrl?: string, code?: string, describePool: () => Promise<object> }} options
 */
export function createCodeMailer({ smtpUrl, code, describePool }) {
  if (!smtpUrl || !code) return async () => {};
  const transport = nodemailer.createTransport(smtpUrl);
  return async function mailCode(to) {
    try {
      await transport.sendMail({ to, ...verificationEmail(await describePool(), code) });
    } catch (error) {
      console.error(`The identity service could not e-mail a code to ${to}: ${error.message}`);
    }
  };
}
