import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { layerBlocks } from './scripts/eslint/layers.mjs';
import preferAlias from './scripts/eslint/prefer-alias.mjs';

/** `page.on('response' | 'requestfinished', …)` whose handler reads a body (text, body, json). */
const responseListenerReadingBody =
  'CallExpression[callee.property.name=/^(on|once|addListener|prependListener)$/][arguments.0.value=/^(response|requestfinished)$/] CallExpression[callee.property.name=/^(text|body|json)$/]';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'storybook-static',
      'reports',
      'node_modules',
      '.vitest-attachments',
      '.cognito',
      '.cache',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  jsxA11y.flatConfigs.recommended,
  reactHooks.configs.flat.recommended,
  ...storybook.configs['flat/recommended'],
  {
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-non-null-assertion': 'off',
      // `const { id, ...fields } = record` is how a record leaves out what its input lacks.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // No import climbs more than two folders; `npm run lint:aliases` rewrites deeper ones.
    plugins: { local: { rules: { 'prefer-alias': preferAlias } } },
    rules: { 'local/prefer-alias': 'error' },
  },
  // Screens, the design system and the server each import only what their layer may.
  ...layerBlocks(),
  {
    files: ['app/**/*.tsx'],
    rules: {
      // Screens assemble design-system pieces; the look lives in design-system/.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXAttribute[name.name="className"]',
          message: 'app/ does not style: add or extend a design-system primitive instead.',
        },
        {
          selector:
            'JSXOpeningElement[name.name=/^(button|input|select|textarea|table|img|form)$/]',
          message: 'Use the design-system component instead of a raw element.',
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          // `$&`, `$'`, `` $` `` in the inserted text would be read as patterns (a page built from a title).
          selector:
            'CallExpression[callee.property.name=/^replace(All)?$/][arguments.1.type=/^(TemplateLiteral|BinaryExpression)$/]',
          message: 'Insert text with a replacement function: `.replace(x, () => text)`.',
        },
      ],
    },
  },
  {
    files: ['scripts/**', '.ci/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // A listener that reads a body can outlive its page: the read then rejects unhandled when
    // the browser closes, failing the run although every test passed.
    files: ['e2e/**', 'scripts/**', '.storybook/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: responseListenerReadingBody,
          message:
            'A response listener may only collect responses: read their bodies awaited, after the action (responsesDuring in e2e/responses.ts).',
        },
      ],
    },
  },
);
