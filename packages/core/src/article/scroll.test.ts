import { describe, expect, it } from 'vitest';
import { createManualClock } from '../platform/memory.ts';
import {
  createQuotePopoverTrigger,
  createShareTooltip,
  scrollFraction,
  shouldOpenQuotePopover,
  shouldShowShareTooltip,
} from './scroll.ts';

describe('article scroll rules', () => {
  it('scroll fraction is scrollTop over page height, 0 for an empty page', () => {
    expect(scrollFraction(500, 1000)).toBe(0.5);
    expect(scrollFraction(10, 0)).toBe(0);
  });

  it('quote popover opens at 50 % scroll or more', () => {
    expect(shouldOpenQuotePopover({ fraction: 0.5, opened: false, quoteSubmitted: false })).toBe(true);
    expect(shouldOpenQuotePopover({ fraction: 0.49, opened: false, quoteSubmitted: false })).toBe(false);
  });

  it('quote popover opens once', () => {
    expect(shouldOpenQuotePopover({ fraction: 0.9, opened: true, quoteSubmitted: false })).toBe(false);
    const trigger = createQuotePopoverTrigger({ quoteSubmitted: false });
    trigger.onScroll(100, 1000);
    expect(trigger.open.value).toBe(false);
    trigger.onScroll(600, 1000);
    expect(trigger.open.value).toBe(true);
    trigger.close();
    trigger.onScroll(700, 1000);
    expect(trigger.open.value).toBe(false);
  });

  it('quote popover does not open when a quote was already submitted for this article', () => {
    expect(shouldOpenQuotePopover({ fraction: 0.9, opened: false, quoteSubmitted: true })).toBe(false);
    const trigger = createQuotePopoverTrigger({ quoteSubmitted: true });
    trigger.onScroll(900, 1000);
    expect(trigger.open.value).toBe(false);
  });

  it('share tooltip shows when scroll exceeds 40 % of page height', () => {
    expect(shouldShowShareTooltip(0.4)).toBe(false);
    expect(shouldShowShareTooltip(0.41)).toBe(true);
  });

  it('share tooltip on desktop stays while above 40 % and hides below', () => {
    const clock = createManualClock();
    const tip = createShareTooltip({ clock, isMobile: false });
    tip.onScroll(500, 1000);
    expect(tip.visible.value).toBe(true);
    clock.advance(60_000);
    expect(tip.visible.value).toBe(true);
    tip.onScroll(100, 1000);
    expect(tip.visible.value).toBe(false);
  });

  it('share tooltip on mobile hides after 8000 ms', () => {
    const clock = createManualClock();
    const tip = createShareTooltip({ clock, isMobile: true });
    tip.onScroll(500, 1000);
    clock.advance(7999);
    expect(tip.visible.value).toBe(true);
    clock.advance(1);
    expect(tip.visible.value).toBe(false);
    tip.onScroll(600, 1000);
    expect(tip.visible.value).toBe(false);
    tip.onScroll(100, 1000);
    tip.onScroll(500, 1000);
    expect(tip.visible.value).toBe(true);
  });

  it('share tooltip on mobile: scrolling back under 40 % cancels the hide timer; dispose clears it', () => {
    const clock = createManualClock();
    const tip = createShareTooltip({ clock, isMobile: true });
    tip.onScroll(500, 1000);
    tip.onScroll(100, 1000);
    expect(tip.visible.value).toBe(false);
    tip.onScroll(500, 1000);
    tip.dispose();
    clock.advance(10_000);
    expect(tip.visible.value).toBe(true);
  });
});
