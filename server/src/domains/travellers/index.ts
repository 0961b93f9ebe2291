import { defineDomain } from '../../lib/domain'
import travellersRoutes from './routes'
import { seedNationalities } from './nationalities'
import { seedOwnDocuments, seedPassengers } from './seed'

/** Frequent passengers, colleagues and the department tree (the travellers picker). */
export default defineDomain({
  name: 'travellers',
  after: ['platform'],
  reference: [{ name: 'nationalities (i18n-iso-countries)', run: seedNationalities }],
  demo: [{ name: 'frequent passengers and colleagues', run: seedPassengers }, { name: "the demo employee's own documents", run: seedOwnDocuments }],
  routes: [travellersRoutes],
})
