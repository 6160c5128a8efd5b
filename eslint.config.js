import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'node_modules/',
      'data/',
      'coverage/',
      'docs/screenshots/',
      'dashboard/src/api/schema.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', '.*.cjs', 'bin/*.js', 'bench/*.js'] },
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Fastify plugins and interface implementations are async by contract.
      '@typescript-eslint/require-await': 'off',
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read the environment only in main.ts and config.ts.',
        },
      ],
    },
  },
  {
    // Size: a file over 300 lines holds more than one concept (the generated API schema aside).
    files: ['src/**/*.ts', 'dashboard/src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.ts'],
    rules: { 'max-lines': ['error', { max: 300 }] },
  },
  {
    // A function over 80 lines does more than one thing. Views (the dashboard's screens and the
    // public pages' browser scripts) are exempt: a component's markup reads best in one piece;
    // so are migrations, which are frozen history, and tests.
    files: ['src/**/*.ts'],
    ignores: ['src/**/*.test.ts', 'src/db/migrations/**', 'src/web/client/**'],
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ['src/main.ts', 'src/config.ts', 'test/**', 'bench/**', '*.config.*'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    // Tests read JSON answers, which are untyped by nature.
    files: ['test/**', 'src/**/*.test.ts', 'bench/**', 'scripts/screenshots.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // Event handlers in JSX may be async: their promise is handled inside (useAction).
    files: ['dashboard/**'],
    rules: {
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  {
    // The dashboard's types come from the API's schemas (dashboard/src/api/types.ts): a cast
    // to never or through unknown would hide a body or an answer that no longer matches them.
    files: ['dashboard/src/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TSAsExpression > TSNeverKeyword.typeAnnotation',
          message: 'Send what the route accepts: fix the body, or the route schema, not the type.',
        },
        {
          selector: 'TSAsExpression > TSAsExpression.expression > TSUnknownKeyword.typeAnnotation',
          message: 'Use the generated answer type (api/types.ts), not a cast through unknown.',
        },
        {
          selector: 'TSTypeAssertion > :matches(TSNeverKeyword, TSUnknownKeyword).typeAnnotation',
          message: 'Use the generated API types (api/types.ts), not a type assertion.',
        },
      ],
    },
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  {
    files: ['**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      sourceType: 'commonjs',
      globals: { module: 'writable', require: 'readonly' },
    },
  },
);
