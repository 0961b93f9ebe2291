import { defineDomain } from '../../lib/domain'
import uploadRoutes from './routes'
import { createDiskUploadStore, createTemporaryUploadStore, type UploadStore } from './store'

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  interface FastifyInstance {
    uploadStore: UploadStore
  }
}

declare module '../../lib/domain' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  interface DomainChannels {
    /** A folder for uploaded files (server.ts: DATA_DIR/uploads); without it, a temporary folder. */
    uploadsDir: string
    /** Another store (object storage) instead of files. */
    uploadStore: UploadStore
  }
}

/** Uploaded images: one image per call, bytes in the upload store, metadata in the database, served back by id. */
export default defineDomain({
  name: 'upload',
  after: ['platform'],
  provide: async (app, channels) => {
    const store = channels.uploadStore ?? (channels.uploadsDir ? createDiskUploadStore(channels.uploadsDir) : await createTemporaryUploadStore())
    app.decorate('uploadStore', store)
  },
  routes: [uploadRoutes],
})
