/**
 * The quote funnel's first two steps (docs/spec/console.md#attribution) are the spec's labelled events —
 * `exposure`
 * and a `click` with the action `open`, category `quote_widget`, label the module — carrying the
 * module and type, so the first-party sender stores them where the console's funnel counts them;
 * each is due once per widget per page view, an open with its exposure. A quote widget's lead
 * events keep their shape.
 */
import { describe, expect, it } from 'vitest';
import { createAnalytics } from './analytics.ts';
import { beaconEvent } from './beacon.ts';
import { QUOTE_FUNNEL, quoteFunnelEvent, quoteFunnelOnce, trackQuoteEvent } from './quote-funnel.ts';
import { createMemorySink } from './sinks.ts';

describe('quote funnel events', () => {
  it('exposure and open are labelled events with the module as label, and the module and type', () => {
    expect(quoteFunnelEvent('exposure', 'landing_quote', 'article')).toEqual([
      'exposure',
      {
        category: 'quote_widget',
        action: 'exposure',
        label: 'landing_quote',
        module: 'landing_quote',
        resource_type: 'article',
      },
    ]);
    expect(quoteFunnelEvent('open', 'popup')).toEqual([
      'click',
      { category: 'quote_widget', action: 'open', label: 'popup', module: 'popup' },
    ]);
    expect(QUOTE_FUNNEL.category).toBe('quote_widget');
  });

  it('through the bus they get their label parts, and the sender stores category, action, label, module and type', () => {
    const sink = createMemorySink();
    const bus = createAnalytics({ sinks: [sink] });
    trackQuoteEvent(bus, { name: 'open', module: 'renovo_quote_widget' }, 'generic');
    expect(sink.records[0]).toMatchObject({ event: 'click', label_parts: ['renovo', 'quote', 'widget'] });
    const host = {
      location: { origin: 'https://partner.example', pathname: '/p', search: '?utm_source=fb' },
    };
    expect(beaconEvent(sink.records[0]!, host, 'demo', 1)).toEqual({
      name: 'click',
      ts: 1,
      category: 'quote_widget',
      action: 'open',
      label: 'renovo_quote_widget',
      module: 'renovo_quote_widget',
      type: 'generic',
      partner: 'demo',
      page: 'https://partner.example/p',
      utm: { source: 'fb' },
    });
  });

  it("a widget's lead events keep their shape: entry name, module, type and resource when known", () => {
    const sink = createMemorySink();
    const bus = createAnalytics({ sinks: [sink] });
    trackQuoteEvent(bus, { name: 'before_clue_click', module: 'm' }, 'work', '3');
    trackQuoteEvent(bus, { name: 'clue_submit', module: 'm' }, undefined, '');
    trackQuoteEvent(bus, { name: 'close_click', module: 'm' }, 'work', '3');
    expect(sink.records).toEqual([
      {
        event: 'before_clue_click',
        clue_entry_name: 'm',
        module: 'm',
        resource_type: 'work',
        resource_id: '3',
      },
      { event: 'clue_submit', clue_entry_name: 'm', module: 'm' },
      { event: 'close_click', module_name: 'm' },
    ]);
  });

  it('each step is due once per widget per page view; an open brings its exposure first', () => {
    const once = quoteFunnelOnce();
    const a = {};
    const b = {};
    expect(once(a, 'exposure', '/x')).toEqual(['exposure']);
    expect(once(a, 'exposure', '/x')).toEqual([]);
    expect(once(a, 'open', '/x')).toEqual(['open']);
    expect(once(a, 'open', '/x')).toEqual([]);
    expect(once(b, 'open', '/x')).toEqual(['exposure', 'open']);
    expect(once(b, 'exposure', '/x')).toEqual([]);
    // The next page view of a single-page site counts again.
    expect(once(a, 'open', '/y?page=2')).toEqual(['exposure', 'open']);
    // Another page's rule knows nothing of this one's widgets.
    expect(quoteFunnelOnce()(a, 'exposure', '/y?page=2')).toEqual(['exposure']);
  });
});
