// Plain CommonJS: webpack loads its loaders with require(), and the TypeScript hook Taro registers for
// config/index.ts does not cover them (a .ts loader failed with a syntax error). Types: h5RouteTableLoader.d.ts.
/**
 * H5 (issue 22, decision 0492): trims the app configuration Taro's H5 loader writes into the entry
 * (`var config = {...}` before the route table). Taro builds the routes from `config.pages` at build time and
 * then also ships the whole app.json in the entry: the 323 page paths once more, and `subPackages` with
 * them a third time. At run time Taro's single-page router reads only `config.routes`, the window and router
 * settings and, without a tab bar, nothing of `pages` but its first entry (the home page when the URL has
 * none). So the entry keeps the first page and drops the sub-packages, which only the mini-programs use.
 *
 * Runs on the code Taro's loader produced (config/index.ts puts it after that loader); it fails the build if
 * that code no longer has the shape it expects, rather than ship an untrimmed or broken entry silently.
 */
const CONFIG_LINE = /^var config = (\{.*\})$/m

function trimAppConfig(source) {
  const match = CONFIG_LINE.exec(source)
  if (!match) throw new Error("h5RouteTableLoader: no `var config = {...}` line in the code of Taro's H5 loader")
  const config = JSON.parse(match[1])
  if (config.tabBar) return source // the tab bar reads the page list: keep it whole
  const trimmed = { ...config, pages: (config.pages || []).slice(0, 1) }
  delete trimmed.subPackages
  delete trimmed.subpackages
  return source.replace(match[0], () => `var config = ${JSON.stringify(trimmed)}`)
}

module.exports = function h5RouteTableLoader(source) {
  return trimAppConfig(source)
}
module.exports.trimAppConfig = trimAppConfig
