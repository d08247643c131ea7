/** The verified badge of a company the operator's staff have checked (its name reads 已認證). */
import { companyMessages } from '@renovo/core';
import './verified-badge.css';

export function VerifiedBadge() {
  return (
    <span className="verified-badge" title={companyMessages.verifiedHint}>
      <span aria-hidden="true">✓</span>
      {companyMessages.verified}
    </span>
  );
}
