/**
 * A company's verification level on its page (docs/spec/company-side.md#accounts): the level's
 * zh-TW label as the API words it, read out as 平台驗證等級：… and marked by level (a check for a
 * licence in force or the staff's check).
 */
import { companyAccountMessages } from '@renovo/core';
import type { VerificationLevel } from '@renovo/core/contracts';
import './verification-badge.css';

export function VerificationBadge({ level, label }: { level: VerificationLevel; label: string }) {
  const strong = level === 'licensed' || level === 'staff_verified';
  return (
    <span className={`verification-badge verification-badge--${level}`} data-level={level}>
      <span className="visually-hidden">{companyAccountMessages.verificationBadge}</span>
      {strong ? <span aria-hidden="true">✓ </span> : null}
      {label}
    </span>
  );
}
