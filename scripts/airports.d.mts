/** The airport codes of cityTable.ts, in order. */
export declare function tableCodes(tableSource: string): string[]
/** [code, lat, lon, IANA zone, English name] per code from airport-data-js records. */
export declare function airportRows(codes: string[], records: { iata: string; latitude: number; longitude: number; time: string; airport: string }[]): [code: string, lat: number, lon: number, tz: string, name: string][]
