const defineJestConfig = require('@tarojs/test-utils-react/dist/jest.js').default

const config = defineJestConfig({
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/domain/**/*.test.ts', '<rootDir>/scripts/**/*.test.ts', '<rootDir>/config/**/*.test.ts'],
})
config.setupFiles = ['<rootDir>/tests/setup/preload-taro.js', ...config.setupFiles]
config.transform = { '^.+\\.(mjs|js|jsx|ts|tsx)$': config.transform['^.+\\.(js|jsx|ts|tsx)$'] }
config.moduleFileExtensions.push('mjs')
config.moduleNameMapper = {
  ...config.moduleNameMapper,
  '\\.(css|scss|sass)$': 'identity-obj-proxy',
  '^@/(.*)$': '<rootDir>/src/$1',
  '^@test/(.*)$': '<rootDir>/tests/support/$1',
  '^@domain/(.*)$': '<rootDir>/domain/$1',
}
config.cacheDirectory = '<rootDir>/.cache/jest'
// Generous: a busy CI machine must not fail a test by its speed (screen tests wait up to 15 s for a text).
config.testTimeout = 60_000
// Taro's packages ship ESM (some nested); transform all of node_modules and rely on the cache.
config.transformIgnorePatterns = []
module.exports = config
