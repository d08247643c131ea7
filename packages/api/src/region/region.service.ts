/**
 * Region from the client address (docs/spec/session.md#states). Loopback and private addresses are region 1
 * (臺北市) in Taiwan. No GeoIP database ships with the server: behind a trusted proxy a
 * country header (`CF-IPCountry`, `X-Country-Code`) decides is_tw; otherwise a public address
 * is taken as Taiwan, region 1 (docs/spec-deviations.md). A GeoIP lookup can replace `locate`.
 */
import { DEFAULT_REGION_ID } from '@renovo/core/data';
import { isPrivateAddress } from '../lib/client-ip.ts';

/** is_tw and the region id the client stores. */
export interface GeoAnswer {
  is_tw: 0 | 1;
  region: number;
  source: 'private-address' | 'proxy-country' | 'default';
}

/** Locates an address; `country` is the proxy's ISO country code when one is trusted. */
export function locate(address: string, country?: string | null): GeoAnswer {
  if (isPrivateAddress(address)) return { is_tw: 1, region: DEFAULT_REGION_ID, source: 'private-address' };
  if (country && /^[A-Za-z]{2}$/.test(country)) {
    const tw = country.toUpperCase() === 'TW';
    return { is_tw: tw ? 1 : 0, region: tw ? DEFAULT_REGION_ID : 0, source: 'proxy-country' };
  }
  return { is_tw: 1, region: DEFAULT_REGION_ID, source: 'default' };
}
