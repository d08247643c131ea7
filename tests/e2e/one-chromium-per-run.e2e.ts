/**
 * One Chromium per test run: the global setup starts it, and every test file's
 * `launchChromium()` connects to it instead of starting a browser of its own (a browser with
 * extra flags is still its own).
 */
import { expect, test } from 'vitest';
import { launchChromium, shareChromium } from './harness/browser.ts';

test("the global setup's Chromium reaches every test file", () => {
  expect(process.env.RENOVO_SHARED_CHROMIUM_ENDPOINT).toMatch(/^ws:\/\/127\.0\.0\.1:\d+\//);
});

test('launchChromium() connects to the shared Chromium: closing it disconnects every browser but one with flags of its own', async () => {
  const close = await shareChromium();
  const first = await launchChromium();
  const second = await launchChromium();
  const own = await launchChromium(['--lang=zh-TW']);
  try {
    // A connected browser works as a launched one: a context of its own, a page.
    const page = await (await first.newContext()).newPage();
    await page.setContent('<p>shared</p>');
    expect(await page.textContent('p')).toBe('shared');
    expect(second.contexts()).toHaveLength(0);
  } finally {
    await close();
  }
  await expect
    .poll(() => [first.isConnected(), second.isConnected(), own.isConnected()])
    .toEqual([false, false, true]);
  await own.close();
});
