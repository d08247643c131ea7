import type {
  CommunityLayout,
  CommunityLayoutQueryInput,
  CommunitySearchItem,
  CommunitySearchQueryInput,
  EvaluationFormInput,
  Preview,
  PreviewQueryInput,
  RecentRecord,
  RecentRecordsQueryInput,
} from '../schemas/quote.ts';
import type { QuotePorts } from './ports.ts';
/** In-memory quote ports: records every call; each handler can be replaced by a test. */
export interface MemoryQuotePorts extends QuotePorts {
  /** Arguments of every call, per call name. */
  readonly calls: {
    submitEvaluation: EvaluationFormInput[];
    searchCommunities: CommunitySearchQueryInput[];
    getCommunityLayouts: CommunityLayoutQueryInput[];
    getPreview: PreviewQueryInput[];
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
export declare const SAMPLE_PREVIEW: Preview;
/** In-memory implementation of the quote ports for tests, SSR previews and examples. */
export declare function createMemoryQuotePorts(seed?: MemoryQuoteSeed): MemoryQuotePorts;
//# sourceMappingURL=memory.d.ts.map
