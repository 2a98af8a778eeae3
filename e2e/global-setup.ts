import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import type { TestProject } from 'vitest/node';

/**
 * End-to-end tests run against the production build served by `vite preview`.
 * E2E_BASE_URL points them at a server that is already running instead.
 */
let preview: ChildProcess | undefined;

export default async function setup(project: TestProject) {
  let baseUrl = process.env.E2E_BASE_URL;
  if (!baseUrl) {
    const port = Number(process.env.E2E_PORT ?? 4180);
    if (!process.env.E2E_SKIP_BUILD) {
      execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
    }
    preview = spawn('npx', ['vite', 'preview', '--port', String(port), '--strictPort'], {
      stdio: 'ignore',
      detached: true,
    });
    baseUrl = `http://localhost:${port}`;
    await waitFor(baseUrl);
  }
  project.provide('baseUrl', baseUrl);
  return () => {
    if (preview?.pid) process.kill(-preview.pid);
  };
}

async function waitFor(url: string) {
  for (let attempt = 0; attempt < 150; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Server did not start at ${url}`);
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
