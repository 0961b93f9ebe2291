import { defineDomain } from '../../lib/domain'
import { countPendingApplicationsByKind } from './service'
import travelApplyRoutes from './routes'
import { seedTravelApplyWorld, seedTravelBillVariant } from './seed'

/** Travel applications (出差申请): the application flow and the check a booking under an application calls. */
export default defineDomain({
  name: 'travel-apply',
  after: ['platform', 'approvals'],
  provide: (app) => {
    app.approvalToDos.add(['TravelApplications', 'DailyApplications'], async (db, member) => {
      const { travel, daily } = await countPendingApplicationsByKind(db, member)
      return { TravelApplications: travel, DailyApplications: daily }
    })
  },
  demo: [{ name: 'travel applications', run: seedTravelApplyWorld }, { name: 'the guangxin travel bill for enterprise B', run: seedTravelBillVariant }],
  routes: [travelApplyRoutes],
})
