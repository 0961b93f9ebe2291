type FoundStations = { FromStationCode: string; FromStationName: string; ToStationCode: string; ToStationName: string }

/**
 * The names a list or 抢票 shows for a search: the names the search carried (a station is searched by its telegraph
 * code, a city by its name), else the station names of a train found from and to those codes, else the keys.
 */
export function placeNames(search: { from: string; to: string; fromName?: string; toName?: string }, trains: readonly FoundStations[]): { from: string; to: string } {
  const from = search.fromName || trains.find((t) => t.FromStationCode === search.from)?.FromStationName || search.from
  const to = search.toName || trains.find((t) => t.ToStationCode === search.to)?.ToStationName || search.to
  return { from, to }
}
