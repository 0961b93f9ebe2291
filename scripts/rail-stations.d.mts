/** [telegraph code, name, full pinyin, initials, city] per station of 12306's station_name.js. */
export declare function parseStationNames(js: string): [code: string, name: string, pinyin: string, initials: string, city: string][]
