module.exports = {
  root: true,
  parser: '@typescript-eslint/parser',
  parserOptions: { ecmaVersion: 2022, sourceType: 'module', ecmaFeatures: { jsx: true } },
  plugins: ['@typescript-eslint', 'react', 'react-hooks'],
  extends: ['eslint:recommended', 'plugin:@typescript-eslint/recommended', 'plugin:react/recommended', 'plugin:react/jsx-runtime', 'plugin:react-hooks/recommended'],
  settings: { react: { version: '18' } },
  env: { es2022: true, node: true, browser: true, jest: true },
  globals: { definePageConfig: 'readonly', defineAppConfig: 'readonly' },
  ignorePatterns: ['dist/', 'node_modules/', '.cache/', 'src/hybrid/'],
  rules: {
    '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
    'react/prop-types': 'off',
    'no-restricted-syntax': ['error', { selector: 'TSEnumDeclaration', message: 'Use an as-const object instead of enum.' }],
  },
}
