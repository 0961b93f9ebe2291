// The floor for H5 weight and speed: a blank Taro 4 React H5 app with the project's Taro version and
// compiler settings (webpack5, browser router, the same splitChunks), built once per Taro version in
// node_modules/.cache/bench-blank (the project's node_modules are linked in, nothing is installed).
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

const ROOT = resolve(import.meta.dirname, '../..')

const FILES = {
  'package.json': JSON.stringify({ name: 'bench-blank', version: '1.0.0', private: true, browserslist: ['last 3 versions', 'Android >= 4.1', 'ios >= 8'] }, null, 2),
  'babel.config.js': readFileSync(join(ROOT, 'babel.config.js'), 'utf8'),
  'tsconfig.json': JSON.stringify({ compilerOptions: { target: 'es2017', module: 'esnext', moduleResolution: 'bundler', jsx: 'react-jsx', strict: true, skipLibCheck: true, esModuleInterop: true } }),
  'project.config.json': JSON.stringify({ miniprogramRoot: 'dist/', projectname: 'bench-blank', appid: 'touristappid' }),
  'config/index.ts': `import { defineConfig } from '@tarojs/cli'
export default defineConfig<'webpack5'>(() => ({
  projectName: 'bench-blank',
  designWidth: 750,
  deviceRatio: { 640: 2.34 / 2, 750: 1, 375: 2, 828: 1.81 / 2 },
  sourceRoot: 'src',
  outputRoot: 'dist/h5',
  framework: 'react',
  compiler: 'webpack5',
  mini: {},
  h5: {
    publicPath: '/',
    staticDirectory: 'static',
    router: { mode: 'browser' },
    output: { filename: 'js/[name].[contenthash:8].js', chunkFilename: 'js/[name].[contenthash:8].js' },
    miniCssExtractPluginOption: { ignoreOrder: true, filename: 'css/[name].[contenthash:8].css', chunkFilename: 'css/[name].[contenthash:8].css' },
    webpackChain(chain) {
      const splitChunks = chain.optimization.get('splitChunks')
      if (splitChunks) chain.optimization.splitChunks({ ...splitChunks, chunks: 'all' })
    },
    postcss: { autoprefixer: { enable: true, config: {} }, cssModules: { enable: false } },
  },
}))
`,
  'src/app.config.ts': `export default defineAppConfig({ pages: ['pages/index/index'], window: { navigationBarTitleText: 'blank' } })\n`,
  'src/app.ts': `import { PropsWithChildren } from 'react'
import { useLaunch } from '@tarojs/taro'
function App({ children }: PropsWithChildren) {
  useLaunch(() => undefined)
  return children
}
export default App
`,
  'src/index.html': `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1,user-scalable=no"><title>blank</title><script><%= htmlWebpackPlugin.options.script %></script></head><body><div id="app"></div></body></html>\n`,
  'src/pages/index/index.config.ts': `export default definePageConfig({ navigationBarTitleText: '首页' })\n`,
  'src/pages/index/index.tsx': `import { View, Text } from '@tarojs/components'
export default function Index() {
  return (
    <View className='index'>
      <Text>Hello world!</Text>
    </View>
  )
}
`,
}

/**
 * Builds the blank app when its cache is missing; answers its dist/h5 folder and whether it was rebuilt.
 * The cache is keyed by the Taro version and a hash of the files above (so a changed blank app rebuilds).
 */
export function blankApp() {
  const taroVersion = JSON.parse(readFileSync(join(ROOT, 'node_modules/@tarojs/cli/package.json'), 'utf8')).version
  const filesHash = createHash('sha256').update(JSON.stringify(FILES)).digest('hex').slice(0, 8)
  const cache = join(ROOT, 'node_modules/.cache/bench-blank')
  const key = `${taroVersion}-${filesHash}`
  const dir = join(cache, key)
  const dist = join(dir, 'dist/h5')
  if (existsSync(join(dist, 'index.html'))) return { dist, rebuilt: false, taroVersion, key, buildMs: 0 }
  rmSync(cache, { recursive: true, force: true })
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(join(dir, file, '..'), { recursive: true })
    writeFileSync(join(dir, file), text)
  }
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir')
  const started = Date.now()
  const build = spawnSync(join(ROOT, 'node_modules/.bin/taro'), ['build', '--type', 'h5'], { cwd: dir, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } })
  if (build.status !== 0 || !existsSync(join(dist, 'index.html'))) {
    throw new Error(`blank Taro app did not build:\n${(build.stdout + build.stderr).slice(-3000)}`)
  }
  return { dist, rebuilt: true, taroVersion, key, buildMs: Date.now() - started }
}
