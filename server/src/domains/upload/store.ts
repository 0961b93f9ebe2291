import { mkdir, mkdtemp, readFile, rename, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * Where uploaded bytes live. The database keeps only their metadata, so a 5 MB image never holds the
 * embedded database's single connection (issue 21). A shared object store implements the same two calls.
 */
export type UploadStore = {
  put(id: string, bytes: Buffer): Promise<void>
  /** The bytes, or null when the id was never stored here. */
  get(id: string): Promise<Buffer | null>
}

/** Files under `dir/<first two hex>/<id>`, written to a temporary name and renamed (never half a file). */
export function createDiskUploadStore(dir: string): UploadStore {
  const pathOf = (id: string) => join(dir, id.slice(0, 2), id)
  return {
    async put(id, bytes) {
      const path = pathOf(id)
      await mkdir(join(dir, id.slice(0, 2)), { recursive: true })
      await writeFile(`${path}.part`, bytes)
      await rename(`${path}.part`, path)
    },
    async get(id) {
      try {
        return await readFile(pathOf(id))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },
  }
}

/** A process-private folder for an app started without an uploads folder (tests, in-memory databases). */
export async function createTemporaryUploadStore(): Promise<UploadStore> {
  return createDiskUploadStore(await mkdtemp(join(tmpdir(), 'tripwise-uploads-')))
}
