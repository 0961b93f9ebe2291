import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { drift, expectedFiles } from './h5-components'

// Decision 0500: the H5 build resolves '@tarojs/components' to src/ui/h5Components, committed source derived
// from Taro's own wrappers. An upgrade of Taro that adds, renames or moves a component must regenerate it.
const taro = {
  'lib/react/components.js': [
    "const Block = Fragment;",
    "const View = /*@__PURE__*/ createReactComponent('taro-view-core', undefined, manipulatePropsFunction, defineCustomElementTaroViewCore);",
    'export { Block, View };',
  ].join('\n'),
  'lib/react/index.js': "export { Block, View } from './components.js';",
  'dist/components/index.js': "export { V as View, TaroViewCore, defineCustomElement as defineCustomElementTaroViewCore } from './taro-view-core.js';",
}
const read = (overrides: Partial<typeof taro> = {}) => (rel: string) => ({ ...taro, ...overrides })[rel as keyof typeof taro]

describe('src/ui/h5Components', () => {
  it('is in step with the installed @tarojs/components (npm run components:gen)', () => {
    expect(drift()).toEqual([])
  })

  it('gives each wrapper a module building it from its own web component, and Block as React\'s Fragment', () => {
    const files = expectedFiles(read())
    expect([...files.keys()].sort()).toEqual(['View.ts', 'index.ts'])
    expect(files.get('View.ts')).toContain("import { defineCustomElement } from '@tarojs/components/dist/components/taro-view-core'")
    expect(files.get('View.ts')).toContain("wrap<typeof Wrapper>('taro-view-core', defineCustomElement)")
    expect(files.get('index.ts')).toContain("export { Fragment as Block } from 'react'\nexport { View } from './View'")
  })

  it('refuses an export of Taro it does not read, or a component whose file it cannot find', () => {
    expect(() => expectedFiles(read({ 'lib/react/index.js': "export { Block, View, useTabs } from './components.js';" }))).toThrow(/useTabs/)
    expect(() => expectedFiles(read({ 'dist/components/index.js': '' }))).toThrow(/defineCustomElementTaroViewCore/)
  })

  it('names a stale or missing file', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'h5c-'))
    writeFileSync(path.join(dir, 'Old.ts'), '')
    writeFileSync(path.join(dir, 'wrap.ts'), '')
    expect(drift(expectedFiles(read()), dir)).toEqual(['Old.ts: not derived from Taro\'s wrappers (delete it)', 'View.ts: missing', 'index.ts: missing'])
  })
})
