/**
 * The enrolment QR code draws the modules `uqr` encodes for its text: a square of the QR
 * version's size plus a 4-module quiet zone, the three finder patterns dark-ringed in their
 * corners (so a phone camera finds it), each dark module one 1×1 square and no light one; an
 * `<svg role="img">` named for screen readers.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { QrCode, qrPath } from './qr-code.tsx';

const URI =
  'otpauth://totp/Renovo%20%E8%A3%9D%E4%BF%AE%E5%A5%BD%E5%AE%B6%E5%BE%8C%E5%8F%B0:support%40renovo.example?issuer=Renovo&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30';

/** The dark modules of a path, as "x,y". */
function darkOf(d: string): Set<string> {
  return new Set([...d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map((match) => `${match[1]},${match[2]}`));
}

describe('the enrolment QR code', () => {
  it('draws exactly the dark modules of its text, with a 4-module quiet zone and three finder patterns', () => {
    const { size, d } = qrPath(URI);
    const { version } = encode(URI, { ecc: 'M' });
    expect(size).toBe(17 + 4 * version + 8);
    const dark = darkOf(d);
    const expected = encode(URI, { ecc: 'M', border: 4 }).data;
    for (let y = 0; y < size; y++)
      for (let x = 0; x < size; x++) expect(dark.has(`${x},${y}`), `${x},${y}`).toBe(expected[y]![x]);
    // The quiet zone is light; each finder's outer ring (7×7 at 4,4 and its mirrors) is dark.
    for (let i = 0; i < size; i++) {
      expect(dark.has(`${i},0`) || dark.has(`0,${i}`) || dark.has(`${i},3`)).toBe(false);
    }
    const ring = (ox: number, oy: number) => {
      for (let i = 0; i < 7; i++)
        for (const [x, y] of [
          [ox + i, oy],
          [ox + i, oy + 6],
          [ox, oy + i],
          [ox + 6, oy + i],
        ])
          expect(dark.has(`${x},${y}`), `finder ${ox},${oy}`).toBe(true);
    };
    ring(4, 4);
    ring(size - 11, 4);
    ring(4, size - 11);
  });

  it('another text gives another code', () => {
    expect(qrPath(URI).d).not.toBe(qrPath(URI.replace('JBSW', 'KBSW')).d);
  });

  it('is an image with a name', () => {
    const html = renderToStaticMarkup(<QrCode text={URI} label="雙重驗證設定 QR 碼" />);
    expect(html).toMatch(/^<svg[^>]* role="img"/);
    expect(html).toContain('aria-label="雙重驗證設定 QR 碼"');
  });
});
