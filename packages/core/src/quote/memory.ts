import { quotePartMessages } from '../messages/units.ts';
import type { EvaluationFormInput } from './basic-quote.contract.ts';
import type { QuotePorts } from './ports.ts';
import type {
  CommunityLayout,
  CommunityLayoutQueryInput,
  CommunitySearchItem,
  CommunitySearchQueryInput,
  Preview,
  PreviewParams,
  RecentRecord,
  RecentRecordsQueryInput,
} from './quote.schemas.ts';

/** In-memory quote ports: records every call; each handler can be replaced by a test. */
export interface MemoryQuotePorts extends QuotePorts {
  /** Arguments of every call, per call name. */
  readonly calls: {
    submitEvaluation: EvaluationFormInput[];
    searchCommunities: CommunitySearchQueryInput[];
    getCommunityLayouts: CommunityLayoutQueryInput[];
    getPreview: PreviewParams[];
    getRecentRecords: RecentRecordsQueryInput[];
  };
  /** The functions that answer; replace one to script a test. */
  handlers: QuotePorts;
}

/** Seed data of the in-memory ports. */
export interface MemoryQuoteSeed {
  communities?: CommunitySearchItem[];
  layouts?: Record<string, CommunityLayout[]>;
  records?: RecentRecord[];
  count?: number;
  preview?: Preview;
}

/** A sample preview: 1,234,567 in all. */
export const SAMPLE_PREVIEW: Preview = {
  total_amount: 1_234_567,
  house_layout: { bedroom: 3, living_room: 2, bathroom: 2, kitchen: 1, balcony: 1 },
  valuation: {
    design_and_construction: {
      name: quotePartMessages.parts.design_and_construction,
      tt_amount: 834_567,
      children: [],
    },
    furniture_and_appliance: {
      name: quotePartMessages.parts.furniture_and_appliance,
      tt_amount: 400_000,
      children: [],
    },
  },
};

/** In-memory implementation of the quote ports for tests, SSR previews and examples. */
export function createMemoryQuotePorts(seed: MemoryQuoteSeed = {}): MemoryQuotePorts {
  let nextId = 1;
  const handlers: QuotePorts = {
    submitEvaluation: async () => {
      const id = nextId++;
      return { code: 200, data: { id, public_id: `memory-quote-${id}`, decoration_robot_messages: [] } };
    },
    searchCommunities: async ({ keyword }) => ({
      code: 200,
      data: (seed.communities ?? []).filter((c) => c.name.includes(keyword) || c.title.includes(keyword)),
    }),
    getCommunityLayouts: async ({ community_id }) => ({
      code: 200,
      status: 200,
      data: seed.layouts?.[String(community_id)] ?? [],
    }),
    getPreview: async () => seed.preview ?? SAMPLE_PREVIEW,
    getRecentRecords: async () => ({ records: seed.records ?? [], count: seed.count ?? 0 }),
  };
  const calls: MemoryQuotePorts['calls'] = {
    submitEvaluation: [],
    searchCommunities: [],
    getCommunityLayouts: [],
    getPreview: [],
    getRecentRecords: [],
  };
  const ports: MemoryQuotePorts = {
    calls,
    handlers,
    submitEvaluation: (form) => {
      calls.submitEvaluation.push(form);
      return ports.handlers.submitEvaluation(form);
    },
    searchCommunities: (params) => {
      calls.searchCommunities.push(params);
      return ports.handlers.searchCommunities(params);
    },
    getCommunityLayouts: (params) => {
      calls.getCommunityLayouts.push(params);
      return ports.handlers.getCommunityLayouts(params);
    },
    getPreview: (params) => {
      calls.getPreview.push(params);
      return ports.handlers.getPreview(params);
    },
    getRecentRecords: (params) => {
      calls.getRecentRecords.push(params);
      return ports.handlers.getRecentRecords(params);
    },
  };
  return ports;
}
