import { defineDomain } from '../../lib/domain'
import uploadRoutes from './routes'

/** Uploaded images: one image per call, served back by id. */
export default defineDomain({ name: 'upload', after: ['platform'], routes: [uploadRoutes] })
