import { defineDomain } from '../../lib/domain'
import favouriteRoutes from './routes'
import { seedFavourites } from './seed'

/** Hotels a member saved (收藏, decision 0285); after hotel, whose catalogue it points at. */
export default defineDomain({ name: 'favourites', after: ['platform', 'hotel'], demo: [{ name: 'saved hotels', run: seedFavourites }], routes: [favouriteRoutes] })
