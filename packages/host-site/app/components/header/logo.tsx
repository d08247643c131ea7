/** The site logo (a drawn house mark and the wordmark) linking home, with the tagline. */
import { siteMessages } from '@renovo/core';
import { Link } from 'react-router';

/** The house mark. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--renovo-color-brand)" />
      <path d="M7 16.5 16 9l9 7.5V24a1 1 0 0 1-1 1h-5.5v-5.5h-5V25H8a1 1 0 0 1-1-1z" fill="#fff" />
    </svg>
  );
}

/** Logo and tagline; the tagline is hidden on small screens. */
export function Logo({ tagline = true }: { tagline?: boolean }) {
  return (
    <div className="site-logo">
      <Link to="/" className="site-logo__link" aria-label={`${siteMessages.name} ${siteMessages.home}`}>
        <LogoMark />
        <span className="site-logo__name" aria-hidden="true">
          Renovo
        </span>
      </Link>
      {tagline ? <p className="site-logo__tagline">{siteMessages.tagline}</p> : null}
    </div>
  );
}
