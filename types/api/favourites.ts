/**
 * The member's saved hotels (common api/favorite/*, decision 0285). Saving twice or removing what is not saved
 * is harmless (the answer says what holds now); an unknown hotel is 4004.
 */
export type FavouriteHotelRequest = { HotelId: number }
export type FavouriteStateData = { HotelId: number; IsSaved: boolean }
export type FavouriteListRequest = { PageIndex: number; PageSize: number }
export type FavouriteHotel = {
  HotelId: number
  HotelName: string
  StarLevel: number
  ScoreTenths: number
  CityName: string
  Address: string
  CoverImageUrl: string
  SavedAt: string
}
export type FavouriteListData = { Total: number; Items: FavouriteHotel[] }
