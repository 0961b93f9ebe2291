/** What other features may use of 我的: the 收藏 heart of the hotel detail. */
export { FavouriteToggle } from './FavouriteToggle'
