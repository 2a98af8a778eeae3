// Debian's Chromium, started the way this offline machine needs (see README): tests and the bench.

export const chromiumExecutable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** No sandbox, GPU or QUIC, and no calls home for updates, sync or first-run pages. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
