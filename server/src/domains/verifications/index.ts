import type { FastifyInstance } from 'fastify'
import { defineDomain } from '../../lib/domain'
import { createSimulatedCampusVerifier, type CampusVerifier } from './campus/provider'
import campusRoutes from './campus/routes'
import { seedCampusSchools } from './campus/seed'
import { createSimulatedFaceProvider, type FaceProvider } from './face/provider'
import faceRoutes from './face/routes'

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  interface FastifyInstance {
    campusVerifier: CampusVerifier
    faceProvider: FaceProvider
  }
}

declare module '../../lib/domain' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  interface DomainChannels {
    /** Default: the simulated registry of campus_schools (decision 0332). */
    campusVerifier: CampusVerifier
    /** Default: the simulated portrait comparison (decision 0333). */
    faceProvider: FaceProvider
  }
}

/** Student/teacher and facial verification, each behind a provider interface with a simulated default. */
export default defineDomain({
  name: 'verifications',
  after: ['identity', 'upload'],
  provide: (app: FastifyInstance, channels) => {
    app.decorate('campusVerifier', channels.campusVerifier ?? createSimulatedCampusVerifier(app.db))
    app.decorate('faceProvider', channels.faceProvider ?? createSimulatedFaceProvider())
  },
  reference: [{ name: 'campus schools', run: seedCampusSchools }],
  routes: [campusRoutes, faceRoutes],
})
