import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const virtualId = 'virtual:amplify-outputs';
const resolvedVirtualId = `\0${virtualId}`;

/** The outputs file's parsed JSON, or null when it is missing or not valid JSON. */
export function readAmplifyOutputs(file: string): { outputs: unknown; problem?: string } {
  if (!existsSync(file)) return { outputs: null, problem: `${file} does not exist` };
  try {
    return { outputs: JSON.parse(readFileSync(file, 'utf8')) };
  } catch (error) {
    return { outputs: null, problem: `${file} is not valid JSON (${(error as Error).message})` };
  }
}

/**
 * Provides `virtual:amplify-outputs`: the parsed `amplify_outputs.json` (or the file named
 * by AMPLIFY_OUTPUTS), or `null` when it is missing or broken — the build never fails for
 * it; the app shows its configuration error instead. The dev server reloads when it changes.
 */
export function amplifyOutputs(): Plugin {
  let file = '';
  return {
    name: 'amplify-outputs',
    configResolved(config) {
      file = resolve(config.root, process.env.AMPLIFY_OUTPUTS ?? 'amplify_outputs.json');
    },
    resolveId(id) {
      return id === virtualId ? resolvedVirtualId : undefined;
    },
    load(id) {
      if (id !== resolvedVirtualId) return undefined;
      const { outputs, problem } = readAmplifyOutputs(file);
      if (problem && outputs === null && existsSync(file)) this.warn(problem);
      return `export default ${JSON.stringify(outputs)};`;
    },
    configureServer(server) {
      server.watcher.add(file);
      server.watcher.on('all', (_event, changed) => {
        if (resolve(changed) !== file) return;
        const module = server.moduleGraph.getModuleById(resolvedVirtualId);
        if (!module) return;
        server.moduleGraph.invalidateModule(module);
        server.ws.send({ type: 'full-reload' });
      });
    },
  };
}
