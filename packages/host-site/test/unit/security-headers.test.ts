import { describe, expect, it } from 'vitest';
import {
  commonSecurityHeaders,
  contentSecurityPolicy,
  createNonce,
  cspSources,
} from '../../app/lib/security-headers.server.ts';

describe('security headers of the site', () => {
  it('HSTS in production only', () => {
    expect(commonSecurityHeaders({ hsts: true })['Strict-Transport-Security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(commonSecurityHeaders({ hsts: false })).not.toHaveProperty('Strict-Transport-Security');
  });

  it('nonces are 128 random bits, never repeated', () => {
    const nonces = new Set(Array.from({ length: 1000 }, createNonce));
    expect(nonces.size).toBe(1000);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });

  it('a framable page names the site and the partner origins; a partner origin cannot inject a directive', () => {
    const csp = contentSecurityPolicy({
      nonce: 'n',
      frameAncestors: [
        'https://partner.example',
        'http://localhost:*',
        'https://*.shop.example',
        "https://evil.example; script-src 'unsafe-inline'",
        '*',
        'https://a.example https://b.example',
        'javascript:alert(1)',
      ],
    });
    const ancestors = csp.split('; ').find((d) => d.startsWith('frame-ancestors'));
    expect(ancestors).toBe(
      "frame-ancestors 'self' https://partner.example http://localhost:* https://*.shop.example",
    );
    expect(csp.match(/script-src/g)).toHaveLength(1);
    expect(cspSources(['https://x.example', 'https://x.example'])).toEqual(['https://x.example']);
  });

  it('no page is framable unless it names its ancestors', () => {
    expect(contentSecurityPolicy({ nonce: 'n', frameAncestors: null })).toContain("frame-ancestors 'none'");
  });
});
