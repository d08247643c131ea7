/**
 * One Chromium per test process: every test file's `launchChromium()` in a worker (which runs its
 * files one after the other) gets a view of one Chromium that the worker launched through a pipe
 * of its own, not a browser of its own (a browser with extra flags is still its own). Closing a
 * view closes the contexts it opened and nothing else.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { launchChromium } from './harness/browser.ts';

/** The Chromium browser processes this process started (its children named chromium). */
function chromiumChildren(): number {
  let count = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (parent === process.pid && /chrom/.test(command.split('\0')[0] ?? '')) count += 1;
    } catch {
      // The process ended while being read.
    }
  }
  return count;
}

test('launchChromium() gives views of one Chromium; closing a view closes only its own contexts', async () => {
  const first = await launchChromium();
  const second = await launchChromium();
  const own = await launchChromium(['--lang=zh-TW']);
  try {
    expect(chromiumChildren()).toBe(2);
    const firstPage = await (await first.newContext()).newPage();
    const secondPage = await (await second.newContext()).newPage();
    await secondPage.setContent('<p>second</p>');
    expect([first.contexts().length, second.contexts().length, own.contexts().length]).toEqual([1, 1, 0]);
    await first.close();
    expect(firstPage.isClosed()).toBe(true);
    expect([first.isConnected(), second.isConnected(), own.isConnected()]).toEqual([false, true, true]);
    // The other view's page goes on working.
    expect(await secondPage.textContent('p')).toBe('second');
    await expect(first.newContext()).rejects.toThrow(/closed/);
  } finally {
    await first.close();
    await second.close();
    await own.close();
  }
  // A later caller (the next test file) takes the same Chromium over.
  const later = await launchChromium();
  try {
    expect(chromiumChildren()).toBe(1);
    const page = await later.newPage();
    await page.setContent('<p>later</p>');
    expect(await page.textContent('p')).toBe('later');
    await page.close();
    expect(later.contexts()).toEqual([]);
  } finally {
    await later.close();
  }
});
