import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'

// Issue 35 item 5: one date picker style. Every date field of the app's forms opens the app's DateTimePicker (the
// spec's bottom sheet, the same on H5, WeChat and DingTalk), never Taro's native <Picker mode='date'>, whose H5 and
// mini-program looks differ from it and from each other.
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sources(path)
    return /\.tsx$/.test(name) && !/\.test\.tsx$/.test(name) ? [path] : []
  })
}

test('no form opens a native date Picker', () => {
  const root = join(__dirname, '..')
  const native = sources(join(root, 'features')).filter((file) => /<Picker\s+mode=['"]date['"]/.test(readFileSync(file, 'utf8')))
  expect(native.map((file) => relative(root, file))).toEqual([])
})
