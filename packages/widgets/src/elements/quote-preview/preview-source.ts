import { type ApiClient, type DecorateLevel, getEvaluationResult, getPreview } from '@renovo/core';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { PreviewInput, QuotePreview } from './preview-types.ts';

/** Where the element's preview comes from, in order of precedence. */
export interface PreviewSourceInput {
  /** A stored quote: its size is read from the result data, then the preview is fetched. */
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

function sizeOfResult(data: unknown): number | null {
  const size = Number((data as { size?: unknown } | null)?.size);
  return Number.isFinite(size) && size > 0 ? size : null;
}

async function fetchPreview(client: ApiClient, level: DecorateLevel, size: number | null) {
  const answer = await getPreview(client, { decorate_level: level, kind: 1, ...(size ? { size } : {}) });
  return answer.code && answer.data ? answer.data : null;
}

/**
 * Loads the preview for `<renovo-quote-preview>`: by record id (result → size → preview), by size,
 * or without a size (GET: the server's default area) when no `data` was given. A newer request
 * always wins over a slower older one; a record's size is fetched once per id.
 */
export function usePreviewSource(input: PreviewSourceInput): PreviewSourceState {
  const { recordId, size, data, level } = input;
  const [state, setState] = useState<PreviewSourceState>({ preview: null, loading: false });
  const seq = useRef(0);
  const sizes = useRef(new Map<string, number | null>());
  const latest = useRef(input);
  latest.current = input;
  const usesData = !recordId && size === null && data !== undefined;

  useEffect(() => {
    if (usesData) return;
    const mine = ++seq.current;
    setState((s) => ({ preview: s.preview, loading: true }));
    const run = async (): Promise<QuotePreview | null> => {
      const client = latest.current.client();
      let wanted = size;
      if (recordId) {
        if (!sizes.current.has(recordId)) {
          const result = await getEvaluationResult(client, { id: recordId });
          sizes.current.set(recordId, sizeOfResult(result.data));
        }
        wanted = sizes.current.get(recordId) ?? null;
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
