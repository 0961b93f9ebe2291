import { build } from './src/app'
const app = await build({ seed: false, orderJobs: false, h5Dir: null })
const doc = app.swagger() as any
const only = process.argv[2]
for (const [domain, routes] of app.domainRoutes) {
  let done = 0; const missing: string[] = []
  for (const r of routes) {
    const [m, url] = r.split(' ')
    const op = doc.paths[url.replace(/:(\w+)/g, '{$1}')]?.[m.toLowerCase()]
    const data = op?.responses?.['200']?.content?.['application/json']?.schema?.properties?.Data
    if (!op?.responses?.['200']) missing.push('NOENV ' + r)
    else if (data && Object.keys(data).some((k) => k !== 'description')) done++
    else missing.push(r)
  }
  console.log(domain, done, '/', routes.length)
  if (only === domain || only === 'all') for (const x of missing) console.log('   ', x)
}
await app.close()
