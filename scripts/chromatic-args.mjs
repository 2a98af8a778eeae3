// The chromatic CLI's arguments for `npm run chromatic`; .github/workflows/chromatic.yml
// passes the same options to the action.

/**
 * No --exit-zero-on-changes: a visual change fails until it is accepted in Chromatic.
 * TurboSnap (--only-changed) only when asked (CHROMATIC_TURBOSNAP=true, or --only-changed in
 * `extra`), since it needs a baseline of full builds; the CLI accepts --externals only with it.
 * @param {{ turboSnap?: boolean, extra?: string[] }} options
 * @returns {string[]}
 */
export function chromaticArgs({ turboSnap = false, extra = [] } = {}) {
  const onlyChanged = turboSnap || extra.some((arg) => /^--only-changed(=|$)/.test(arg));
  return [
    '--build-script-name',
    'build-storybook',
    ...(turboSnap ? ['--only-changed'] : []),
    // The stories load fonts and images from public/ (staticDirs), which TurboSnap cannot trace.
    ...(onlyChanged ? ['--externals', 'public/**'] : []),
    ...extra,
  ];
}
