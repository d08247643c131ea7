/** @jsxImportSource preact */
// @vitest-environment happy-dom
import { type DecorateLevel, messages } from '@renovo/core';
import { render } from 'preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TREE_PREVIEW } from './preview-fixture.ts';
import type { QuotePreview } from './preview-types.ts';
import { QuotePreviewPanel } from './quote-preview-panel.tsx';

let host: HTMLElement | null = null;

function mount(props: { preview?: QuotePreview | null; level?: DecorateLevel; loading?: boolean } = {}) {
  host = document.createElement('div');
  document.body.append(host);
  const onLevelChange = vi.fn();
  render(
    <QuotePreviewPanel
      preview={props.preview === undefined ? TREE_PREVIEW : props.preview}
      level={props.level ?? 1}
      onLevelChange={onLevelChange}
      loading={props.loading ?? false}
    />,
    host,
  );
  return { root: host, onLevelChange };
}

afterEach(() => {
  if (host) render(null, host);
  host?.remove();
  host = null;
});

describe('QuotePreviewPanel', () => {
  it('tabs 簡裝/精裝/豪裝 form an ARIA tab list with the decorate level selected', () => {
    const { root } = mount({ level: 2 });
    const tabs = [...root.querySelectorAll<HTMLElement>('[role="tab"]')];
    expect(root.querySelector('[role="tablist"]')?.getAttribute('aria-label')).toBe(
      messages.quote.preview.levelsLabel,
    );
    expect(tabs.map((t) => t.textContent)).toEqual(['簡裝', '精裝', '豪裝']);
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false']);
    expect(tabs.map((t) => t.tabIndex)).toEqual([-1, 0, -1]);
    const panel = root.querySelector('[role="tabpanel"]');
    expect(panel?.getAttribute('aria-labelledby')).toBe(tabs[1]?.id);
    expect(tabs[1]?.getAttribute('aria-controls')).toBe(panel?.id);
  });

  it('a click on a tab asks for its level', () => {
    const { root, onLevelChange } = mount();
    root.querySelectorAll<HTMLElement>('[role="tab"]')[2]?.click();
    expect(onLevelChange).toHaveBeenCalledWith(3);
  });

  it('arrow keys, Home and End move between the tabs, wrapping around', () => {
    const { root, onLevelChange } = mount({ level: 1 });
    const list = root.querySelector('[role="tablist"]') as HTMLElement;
    const key = (k: string) => list.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true }));
    key('ArrowLeft');
    expect(onLevelChange).toHaveBeenLastCalledWith(3);
    key('ArrowRight');
    expect(onLevelChange).toHaveBeenLastCalledWith(2);
    key('End');
    expect(onLevelChange).toHaveBeenLastCalledWith(3);
    expect(root.ownerDocument.activeElement?.getAttribute('data-level')).toBe('3');
  });

  it('amounts are shown in 萬; furniture carries the 最高折抵100% badge', () => {
    const { root } = mount();
    expect(root.querySelector('.qp-total-amount')?.textContent).toBe('123.46萬');
    const sections = [...root.querySelectorAll('.qp-section')];
    expect(sections[0]?.textContent).toContain('設計與施工');
    expect(sections[0]?.textContent).toContain('83.46萬');
    expect(sections[1]?.querySelector('.qp-badge')?.textContent).toBe(messages.quote.furnitureBadge);
    expect(sections[1]?.textContent).toContain('40萬');
  });

  it('category → group → item is a disclosure tree: categories start closed, groups open', async () => {
    const { root } = mount();
    const category = root.querySelector<HTMLButtonElement>('[part="preview-category"]')!;
    expect(category.getAttribute('aria-expanded')).toBe('false');
    const list = root.querySelector(`[id="${category.getAttribute('aria-controls')}"]`) as HTMLElement;
    expect(list.hidden).toBe(true);
    category.click();
    await Promise.resolve();
    await new Promise((r) => setTimeout(r, 0));
    expect(category.getAttribute('aria-expanded')).toBe('true');
    expect(list.hidden).toBe(false);
    const group = root.querySelector('[part="preview-group"]');
    expect(group?.getAttribute('aria-expanded')).toBe('true');
    const item = root.querySelector('[part="preview-item"]');
    expect(item?.textContent).toContain('全室電線更新');
    expect(item?.textContent).toContain('30坪');
    expect(item?.textContent).toContain('4,000');
    expect(item?.textContent).toContain('120,000');
  });

  it('loading shows the skeleton and marks the panel busy', () => {
    const { root } = mount({ loading: true });
    expect(root.querySelector('[part="preview-skeleton"]')).not.toBeNull();
    expect(root.querySelector('[role="tabpanel"]')?.getAttribute('aria-busy')).toBe('true');
    expect(root.querySelector('[role="status"]')?.textContent).toBe(messages.quote.preview.loading);
    expect(root.querySelector('.qp-total')).toBeNull();
  });

  it('no preview (or the empty data of a failed call) shows the empty state', () => {
    const { root } = mount({ preview: null });
    expect(root.querySelector('[part="preview-empty"]')?.textContent).toBe(messages.quote.preview.empty);
    render(<QuotePreviewPanel preview={{}} level={1} onLevelChange={() => {}} />, root);
    expect(root.querySelector('[part="preview-empty"]')).not.toBeNull();
  });
});
