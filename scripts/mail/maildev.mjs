#!/usr/bin/env node
// `npm run mail`: MailDev, which catches every e-mail the store sends in development and
// tests (SMTP on MAIL_PORT, default 1025; its inbox at http://127.0.0.1:MAIL_WEB_PORT, 1080).
import { pathToFileURL } from 'node:url';
import { MailDev } from 'maildev';

/**
 * Starts MailDev on 127.0.0.1. `smtpUrl` is what the server's SMTP_URL takes; `apiUrl` is
 * its REST API (`GET /email` lists what arrived) and web inbox.
 * @param {{ smtpPort: number, webPort: number, quiet?: boolean }} options
 */
export async function startMailDev({ smtpPort, webPort, quiet = true }) {
  const host = '127.0.0.1';
  const maildev = new MailDev({
    smtp: smtpPort,
    web: webPort,
    ip: host,
    webIp: host,
    silent: quiet,
  });
  await maildev.start();
  return {
    smtpUrl: `smtp://${host}:${smtpPort}`,
    apiUrl: `http://${host}:${webPort}/api`,
    inboxUrl: `http://${host}:${webPort}`,
    stop: () => maildev.stop(),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const mail = await startMailDev({
    smtpPort: Number(process.env.MAIL_PORT ?? 1025),
    webPort: Number(process.env.MAIL_WEB_PORT ?? 1080),
    quiet: false,
  });
  process.stdout.write(`Mail is caught at ${mail.inboxUrl} (SMTP ${mail.smtpUrl})\n`);
  const stop = () => void mail.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
