const { readdirSync, readFileSync } = require('node:fs')
const { join } = require('node:path')
const defineJestConfig = require('@tarojs/test-utils-react/dist/jest.js').default

/** The names of the installed packages (scoped ones as @scope/name) whose package.json says "type": "module". */
function esModulePackages(dir = join(__dirname, 'node_modules')) {
  const found = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue
    const names = entry.name.startsWith('@') ? readdirSync(join(dir, entry.name)).map((n) => `${entry.name}/${n}`) : [entry.name]
    for (const name of names) {
      try {
        if (JSON.parse(readFileSync(join(dir, name, 'package.json'), 'utf8')).type === 'module') found.push(name)
      } catch { /* not a package */ }
    }
  }
  return found
}

const config = defineJestConfig({
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/domain/**/*.test.ts', '<rootDir>/scripts/**/*.test.ts', '<rootDir>/config/**/*.test.ts'],
})
config.setupFiles = ['<rootDir>/tests/setup/preload-taro.js', ...config.setupFiles]
// swc rather than babel (issue 30): a cold run spent two thirds of its CPU transforming with babel-preset-taro.
// The same output where tests can tell: React's automatic JSX runtime (as babel-preset-taro), CommonJS, legacy
// decorators and class fields defined (babel-preset-taro's loose: false), jest.mock hoisted; TypeScript by its own parser, JavaScript by the ECMAScript one.
const swc = (parser) => ['@swc/jest', {
  jsc: { parser, target: 'es2022', transform: { react: { runtime: 'automatic' }, legacyDecorator: true, useDefineForClassFields: true } },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
}]
config.transform = {
  '^.+\\.tsx?$': swc({ syntax: 'typescript', tsx: true, decorators: true }),
  '^.+\\.(mjs|js|jsx)$': swc({ syntax: 'ecmascript', jsx: true, decorators: true }),
}
config.moduleFileExtensions.push('mjs')
config.moduleNameMapper = {
  ...config.moduleNameMapper,
  '\\.(css|scss|sass)$': 'identity-obj-proxy',
  '^@/(.*)$': '<rootDir>/src/$1',
  '^@test/(.*)$': '<rootDir>/tests/support/$1',
  '^@domain/(.*)$': '<rootDir>/domain/$1',
  '^@api/(.*)$': '<rootDir>/types/api/$1',
}
config.cacheDirectory = '<rootDir>/.cache/jest'
// Generous: a busy CI machine must not fail a test by its speed (screen tests wait up to 15 s for a text).
config.testTimeout = 60_000
// Only the packages that ship ESM are transformed: Taro's and its companions', and every package that declares
// itself an ES module ("type": "module", found here so an update cannot slip by); the rest of node_modules is
// CommonJS and loads as it is (issue 30: transforming all of node_modules cost most of a cold run).
const ESM_PACKAGES = ['@tarojs', 'taro-ui', 'swiper', 'ssr-window', 'dom7', 'lodash-es', '@stencil', '@antv', 'pinyin-pro', ...esModulePackages()]
const escape = (name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
// A file is left as it is when its path is in node_modules and names none of them (what Taro bundles inside its
// own dist, under node_modules/.pnpm, is transformed with it).
config.transformIgnorePatterns = [`^(?!.*/node_modules/(${ESM_PACKAGES.map(escape).join('|')})/).*/node_modules/`]
// Two workers on two cores (jest's default is one fewer than the cores).
config.maxWorkers = process.env.JEST_WORKERS ? Number(process.env.JEST_WORKERS) : 2
module.exports = config
