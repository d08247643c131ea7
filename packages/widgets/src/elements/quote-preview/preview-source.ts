import {
  type ApiClient,
  type DecorateLevel,
  getEvaluationResult,
  getPreview,
  type HouseLayout,
} from '@renovo/core';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { PreviewInput, QuotePreview } from './preview-types.ts';

/** Where the element's preview comes from, in order of precedence. */
export interface PreviewSourceInput {
  /** A stored quote: its size and layout are read from the result data, then that home is priced. */
  recordId: string | null;
  /** A floor area in ping: the preview is fetched with it (POST). */
  size: number | null;
  /** A preview given as a property; shown as it is when neither of the above is set. */
  data: PreviewInput;
  level: DecorateLevel;
  client: () => ApiClient;
  /** Called when the stored quote or the preview cannot be loaded. */
  onError(reason: string): void;
}

/** What the element draws. */
export interface PreviewSourceState {
  preview: Exclude<PreviewInput, undefined>;
  loading: boolean;
}

/** A stored quote's size and layout (the layout the result's totals were priced with). */
interface StoredHome {
  size: number;
  house_layout?: HouseLayout;
}

function homeOfResult(data: unknown): StoredHome | null {
  const stored = data as StoredHome | null;
  const size = Number(stored?.size);
  return Number.isFinite(size) && size > 0 ? { size, house_layout: stored?.house_layout } : null;
}

async function fetchPreview(client: ApiClient, level: DecorateLevel, home: StoredHome | null) {
  const answer = await getPreview(client, { decorate_level: level, kind: 1, ...home });
  return answer.code && answer.data ? answer.data : null;
}

/**
 * Loads the preview for `<renovo-quote-preview>`: by record id (result → size and layout → the
 * same home priced, so the breakdown adds up to the result's totals), by size,
 * or without a size (GET: the server's default area) when no `data` was given. A newer request
 * always wins over a slower older one; a record's home is fetched once per id.
 */
export function usePreviewSource(input: PreviewSourceInput): PreviewSourceState {
  const { recordId, size, data, level } = input;
  const [state, setState] = useState<PreviewSourceState>({ preview: null, loading: false });
  const seq = useRef(0);
  const homes = useRef(new Map<string, StoredHome | null>());
  const latest = useRef(input);
  latest.current = input;
  const usesData = !recordId && size === null && data !== undefined;

  useEffect(() => {
    if (usesData) return;
    const mine = ++seq.current;
    setState((s) => ({ preview: s.preview, loading: true }));
    const run = async (): Promise<QuotePreview | null> => {
      const client = latest.current.client();
      let wanted = size ? { size } : null;
      if (recordId) {
        if (!homes.current.has(recordId)) {
          const result = await getEvaluationResult(client, { id: recordId });
          homes.current.set(recordId, homeOfResult(result.data));
        }
        wanted = homes.current.get(recordId) ?? null;
        if (wanted === null) throw new Error('record-not-found');
      }
      return fetchPreview(client, level, wanted);
    };
    run()
      .then((preview) => {
        if (mine !== seq.current) return;
        if (!preview) latest.current.onError('preview-failed');
        setState({ preview, loading: false });
      })
      .catch(() => {
        if (mine !== seq.current) return;
        latest.current.onError(recordId ? 'record-failed' : 'preview-failed');
        setState({ preview: null, loading: false });
      });
  }, [recordId, size, level, usesData]);

  return usesData ? { preview: data ?? null, loading: false } : state;
}
