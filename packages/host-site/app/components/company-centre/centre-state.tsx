/** The company centre's loading and failure states, announced to screen readers. */
import { companyCentreMessages as m } from '@renovo/core';
import type { ReactNode } from 'react';
import type { CentreData } from './use-centre-data.ts';

/** Draws `ready(data)` once loaded; a status line while loading; the reason and 再試一次 on failure. */
export function CentreState<T>({
  data,
  reload,
  ready,
}: {
  data: CentreData<T>;
  reload: () => void;
  ready: (data: T) => ReactNode;
}) {
  if (data.state === 'loading')
    return (
      <p className="centre__status" role="status" aria-live="polite">
        {m.loading}
      </p>
    );
  if (data.state === 'error')
    return (
      <div className="centre__notice" role="alert">
        <p>{data.message}</p>
        <button type="button" className="button" onClick={reload}>
          {m.retry}
        </button>
      </div>
    );
  return <>{ready(data.data)}</>;
}
