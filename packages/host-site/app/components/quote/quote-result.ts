/**
 * The stored quote of a result page (`GET /hyperf/valuation/v3/result?id=`, docs/api.md): what
 * was asked (region, size, layout, community) and the three decoration levels' totals. Read
 * leniently: a field the page cannot read is shown as absent.
 */
import type { HouseLayout } from '@renovo/core/schemas';
import { dataOf, num, recordOf, text } from '../../lib/read.ts';

/** One decoration level's totals (NTD). */
interface QuoteLevelTotals {
  level: 1 | 2 | 3;
  name: string;
  total: number;
  designAndConstruction: number;
  furnitureAndAppliance: number;
}

/** The community a community quote was made for. */
interface QuoteCommunity {
  name: string;
  address: string;
}

/** A stored quote as the result pages show it. */
export interface QuoteResult {
  id: number;
  /** The unguessable id the page and the preview read the quote by. */
  publicId: string;
  /** `community` or `basic`. */
  variant: string;
  regionName: string;
  size: number;
  sizeText: string;
  layout: HouseLayout | null;
  community: QuoteCommunity | null;
  createdAt: string;
  levels: QuoteLevelTotals[];
  /** The decoration robot's messages about this quote (what its submit answered). */
  robotMessages: string[];
}

const LEVELS = [1, 2, 3] as const;

function readLayout(value: unknown): HouseLayout | null {
  const record = recordOf(value);
  if (!record) return null;
  return {
    bedroom: num(record, 'bedroom'),
    living_room: num(record, 'living_room'),
    kitchen: num(record, 'kitchen'),
    bathroom: num(record, 'bathroom'),
    balcony: num(record, 'balcony'),
  };
}

/** Reads the result answer; null when it holds no quote. */
export function readQuoteResult(envelope: unknown): QuoteResult | null {
  const data = dataOf(envelope);
  const id = num(data, 'id', Number.NaN);
  if (!data || !Number.isFinite(id)) return null;
  const community = recordOf(data.community);
  const rawLevels = Array.isArray(data.levels) ? data.levels : [];
  const levels = rawLevels.flatMap((raw): QuoteLevelTotals[] => {
    const entry = recordOf(raw);
    const level = LEVELS.find((l) => l === num(entry, 'decorate_level'));
    if (!entry || level === undefined) return [];
    return [
      {
        level,
        name: text(entry, 'name'),
        total: num(entry, 'total_amount'),
        designAndConstruction: num(entry, 'design_and_construction'),
        furnitureAndAppliance: num(entry, 'furniture_and_appliance'),
      },
    ];
  });
  return {
    id,
    publicId: text(data, 'public_id'),
    variant: text(data, 'variant'),
    regionName: text(data, 'region_cn'),
    size: num(data, 'size'),
    sizeText: text(data, 'size_cn'),
    layout: readLayout(data.house_layout),
    community: community
      ? { name: text(community, 'name', text(community, 'title')), address: text(community, 'address') }
      : null,
    createdAt: text(data, 'created_at'),
    levels,
    robotMessages: Array.isArray(data.decoration_robot_messages)
      ? data.decoration_robot_messages.filter((m): m is string => typeof m === 'string')
      : [],
  };
}
