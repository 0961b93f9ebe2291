const { readdirSync } = require('node:fs')
const path = require('node:path')

const featuresDir = path.join(__dirname, 'src/features')
const features = readdirSync(featuresDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
const serverDomainsDir = path.join(__dirname, 'server/src/domains')
const serverDomains = readdirSync(serverDomainsDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)

/**
 * The dependency rules (docs/decisions/0131-enforced-boundaries.md): a feature uses another feature only through its
 * public/ folder (features/shared is the shared kit every feature may use); core imports no shell, store, ui or
 * feature; ui imports no feature; the shared rules in domain/ import nothing of the app or the server; the server
 * imports nothing of src/, and its plugins import no domain; a server domain uses another only through its public.ts.
 */
const featureZones = features.map((name) => {
  const others = features.filter((other) => other !== name && other !== 'shared')
  return {
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`, ...(name === 'shared' ? [] : ['./shared']), ...others.map((other) => `./${other}/public`)],
    message: 'A feature imports another feature only through its public/ folder.',
  }
})

/**
 * Decision 0910: a server domain imports another domain only through its public.ts (the face: what the others may
 * use); scripts/server-domain-deps.mjs, run with lint, refuses a folder cycle among the domains.
 */
const serverDomainZones = serverDomains.map((name) => ({
  target: `./server/src/domains/${name}`,
  from: './server/src/domains',
  except: [`./${name}`, ...serverDomains.filter((other) => other !== name).map((other) => `./${other}/public.ts`)],
  message: "A server domain imports another domain only through its public.ts (decision 0910): add what you need to that domain's public.ts.",
}))

const zones = [
  ...featureZones,
  ...serverDomainZones,
  { target: './src/core', from: ['./src/shell', './src/stores', './src/features', './src/ui', './src/pages'], message: 'core imports no shell, store, ui or feature.' },
  { target: './src/ui', from: ['./src/features', './src/pages'], message: 'ui imports no feature.' },
  // Issue 36, decision 0850: the shell and the cross-cutting stores know no feature; the ui knows no store (a popup
  // counts itself through PopupCountContext, which StoresProvider fills); the registry knows no shell (the shell's
  // pages are declared in src/routes/shell.ts), so shell -> routes is the only way between them.
  { target: './src/shell', from: ['./src/features', './src/pages'], message: 'The shell imports no feature: a feature plugs in through its routes.ts or public/ registration.' },
  { target: './src/stores', from: ['./src/features', './src/pages'], message: 'Cross-cutting stores import no feature.' },
  { target: './src/ui', from: ['./src/stores'], message: 'ui imports no store: take what it needs as a prop or through a context the stores fill (see ui/popupCount.ts).' },
  { target: './src/routes', from: ['./src/shell'], message: 'The route registry imports no shell: the shell imports the registry.' },
  { target: './domain', from: ['./src', './server', './scripts'], message: 'Shared rules import nothing of the app or the server.' },
  { target: './server', from: ['./src'], message: 'The server imports types/ and domain/ only, never src/.' },
  { target: './server/src/plugins', from: ['./server/src/domains', './server/src/modules'], message: 'Server plugins import no domain.' },
  // Issue 36, decision 0900: the caller comes from the request (request.caller(), request.member), which the auth
  // plugin decorates; a domain imports nothing of that plugin.
  { target: './server/src/domains', from: './server/src/plugins/auth.ts', message: 'A domain takes the caller from the request (request.caller()), not from the auth plugin (decision 0900).' },
]

module.exports = {
  root: true,
  parser: '@typescript-eslint/parser',
  parserOptions: { ecmaVersion: 2022, sourceType: 'module', ecmaFeatures: { jsx: true } },
  plugins: ['@typescript-eslint', 'react', 'react-hooks', 'import'],
  extends: ['eslint:recommended', 'plugin:@typescript-eslint/recommended', 'plugin:react/recommended', 'plugin:react/jsx-runtime', 'plugin:react-hooks/recommended'],
  settings: {
    react: { version: '18' },
    'import/resolver': {
      typescript: { project: [path.join(__dirname, 'tsconfig.json'), path.join(__dirname, 'server/tsconfig.json')] },
      node: true,
    },
    'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
  },
  env: { es2022: true, node: true, browser: true, jest: true },
  globals: { definePageConfig: 'readonly', defineAppConfig: 'readonly' },
  ignorePatterns: ['dist/', 'node_modules/', '.cache/', 'src/hybrid/'],
  rules: {
    '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
    'react/prop-types': 'off',
    'no-restricted-syntax': ['error', { selector: 'TSEnumDeclaration', message: 'Use an as-const object instead of enum.' }],
    'import/no-restricted-paths': ['error', { zones }],
    // taro-ui's own styles carry its default blue (#6190e8, 3.15:1 under white text); the kit's copies in
    // ui/taroUi/ follow the brand's accessible colour (decision 0460).
    'no-restricted-imports': ['error', { patterns: [{ group: ['taro-ui/lib/style/*', 'taro-ui/dist/style/*'], message: "Import the kit's themed copy from '@/ui/taroUi/' instead." }] }],
    'import/no-cycle': ['error', { ignoreExternal: true }],
  },
  overrides: [
    {
      // Decision 0490: Taro's H5 component wrappers are one module, so a Swiper or Map imported from it anywhere
      // puts the Swiper library or hammer.js into the chunk every H5 page loads. Import them from src/ui instead.
      files: ['src/**/*.ts', 'src/**/*.tsx'],
      excludedFiles: ['src/ui/taroSwiper*.ts', 'src/ui/taroMap*.ts'],
      rules: {
        'no-restricted-imports': ['error', {
          paths: [{
            name: '@tarojs/components',
            importNames: ['Swiper', 'SwiperItem', 'Map'],
            message: "Import Swiper and SwiperItem from '@/ui/taroSwiper' and Map from '@/ui/taroMap' (decision 0490: on H5 they would load with every page).",
          }],
          // A taro-ui stylesheet imported beside its themed copy in src/ui/taroUi is a second copy in the build
          // (the icon font twice in the mini-programs' common.wxss, decision 0493).
          patterns: [{ group: ['taro-ui/lib/style/*', 'taro-ui/dist/style/*'], message: "Import taro-ui's styles through src/ui/taroUi/<component>.scss." }],
        }],
      },
    },
  ],
}
