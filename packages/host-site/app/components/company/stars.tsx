/** A 0–5 score as five stars (drawn by CSS), with the number beside them; one label for screen readers. */
import { companyMessages, format } from '@renovo/core';
import type { CSSProperties } from 'react';
import './stars.css';

/** Props of {@link Stars}. */
export interface StarsProps {
  score: number;
  /** Hide the number (when it is shown beside already). */
  bare?: boolean;
}

/** Five stars filled to the score. */
export function Stars({ score, bare = false }: StarsProps) {
  const clamped = Math.max(0, Math.min(5, score));
  const label = format(companyMessages.starsLabel, { score: clamped.toFixed(1) });
  const fill = { '--stars-fill': `${(clamped / 5) * 100}%` } as CSSProperties;
  return (
    <span className="stars" role="img" aria-label={label}>
      <span className="stars__track" style={fill} />
      {bare ? null : (
        <span className="stars__value" aria-hidden="true">
          {clamped.toFixed(1)}
        </span>
      )}
    </span>
  );
}
