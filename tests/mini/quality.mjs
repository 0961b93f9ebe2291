// WeChat's own checks of dist/weapp, offline: wcc over every .wxml (the runner's view compiles them too) and wcsc
// over every .wxss must succeed, every page of app.json must have its template, and miniprogram-ci's
// checkCodeQuality (the code-quality scan of WeChat DevTools) must pass every item. It reads project.config.json
// (miniprogramRoot dist/weapp): JS/WXML/WXSS compression and lazyCodeLoading are set there and in app.json.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { compileWxml, compileWxss } from './lib/wcc.mjs'

export async function checkWeapp(dist = 'dist/weapp', projectPath = '.') {
  const problems = []
  try {
    compileWxml(dist)
  } catch (error) {
    problems.push(`wcc: ${error.message}`)
  }
  const wxss = compileWxss(dist)
  if (!wxss.ok) problems.push(`wcsc: ${wxss.stderr}`)
  const app = JSON.parse(readFileSync(join(dist, 'app.json'), 'utf8'))
  const pages = [...app.pages, ...(app.subPackages ?? app.subpackages ?? []).flatMap((p) => p.pages.map((page) => `${p.root}/${page}`))]
  const withoutTemplate = pages.filter((p) => !existsSync(join(dist, `${p}.wxml`)))
  if (withoutTemplate.length > 0) problems.push(`pages without a template: ${withoutTemplate.join(', ')}`)

  const ci = await import('miniprogram-ci')
  const config = JSON.parse(readFileSync(join(projectPath, 'project.config.json'), 'utf8'))
  // The constructor wants an upload key; checkCodeQuality never reads it (miniprogram-ci's README), so none is given.
  const project = new (ci.default?.Project ?? ci.Project)({ appid: config.appid, type: 'miniProgram', projectPath, privateKey: 'unused-by-checkCodeQuality', ignores: ['node_modules/**/*'] })
  const items = await (ci.default?.checkCodeQuality ?? ci.checkCodeQuality)(project)
  for (const item of items) if (!item.success) problems.push(`${item.name}: ${item.text}`)
  const lines = [
    `code quality (miniprogram-ci checkCodeQuality): ${items.length} items, ${items.filter((i) => !i.success).length} failing`,
    ...items.map((i) => `  ${i.success ? 'ok  ' : 'FAIL'} ${i.name}${i.success ? '' : `: ${i.text}`}`),
    `wcc: ${problems.some((p) => p.startsWith('wcc')) ? 'failed' : 'compiled every .wxml'}; wcsc: ${wxss.ok ? 'compiled every .wxss' : 'failed'}`,
    `pages without a template: ${withoutTemplate.length ? withoutTemplate.join(', ') : 'none'}`,
  ]
  return { ok: problems.length === 0, problems: problems.length, items, wxss: wxss.ok, withoutTemplate, report: lines.join('\n') }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await checkWeapp(process.argv[2] ?? 'dist/weapp')
  console.log(result.report)
  process.exit(result.ok ? 0 : 1)
}
