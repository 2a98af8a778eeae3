/**
 * Where the e2e run builds the client (and `<outDir>-server` the compiled server).
 * E2E_OUT_DIR lets two runs side by side (with their own E2E_PORT and IDENTITY_PORT_E2E) keep apart.
 */
export const outDir = process.env.E2E_OUT_DIR ?? 'dist-e2e';
export const serverOutDir = `${outDir}-server`;
