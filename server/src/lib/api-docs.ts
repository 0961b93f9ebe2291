import { readFileSync } from 'node:fs'
import { build, REPO_ROOT } from '../app'
import { apiReadme, type OpenApiDocument } from './openapi'

/** The API docs as the routes make them: file path -> content (an in-memory app, no seed, no jobs). */
export async function apiDocs(): Promise<{ files: Record<string, string>; document: OpenApiDocument }> {
  const app = await build({ seed: false, orderJobs: false, h5Dir: null })
  try {
    const document = app.swagger() as unknown as OpenApiDocument
    const conventions = readFileSync(`${REPO_ROOT}docs/api/conventions.md`, 'utf8')
    return {
      document,
      files: {
        [`${REPO_ROOT}docs/api/openapi.json`]: `${JSON.stringify(document, null, 2)}\n`,
        [`${REPO_ROOT}docs/api/README.md`]: apiReadme(conventions, document),
      },
    }
  } finally {
    await app.close()
  }
}
