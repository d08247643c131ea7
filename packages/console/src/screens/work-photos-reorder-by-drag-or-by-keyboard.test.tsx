// @vitest-environment happy-dom
/**
 * Rule (docs/spec/console.md#works): staff order a work's photos by dragging one onto another, or
 * — by keyboard, screen reader or phone — with 上移 / 下移, which keep focus on the moved photo's
 * button and say where it went; the first photo has no 上移, the last no 下移.
 */
import { format, consoleWorkMessages as w } from '@renovo/core/messages';
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type PhotoDraft, WorkPhotos } from './work-photos.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const START: PhotoDraft[] = [
  { key: 1, mediaId: 11, spaceId: 1, caption: '', alt: 'a' },
  { key: 2, mediaId: 12, spaceId: 5, caption: '', alt: 'b' },
  { key: 3, mediaId: 13, spaceId: 6, caption: '', alt: 'c' },
];

let host: HTMLDivElement;
let root: Root;
let order: number[] = [];

function Harness() {
  const [photos, setPhotos] = useState(START);
  order = photos.map((p) => p.mediaId);
  return <WorkPhotos photos={photos} onChange={setPhotos} />;
}

beforeEach(async () => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => root.render(<Harness />));
});
afterEach(async () => {
  await act(async () => root.unmount());
  host.remove();
});

const rows = () => [...host.querySelectorAll<HTMLLIElement>('li.photo-row')];
const button = (row: HTMLElement, name: string) =>
  [...row.querySelectorAll('button')].find((b) => b.textContent?.startsWith(name))!;

describe('reordering a work’s photos', () => {
  it('下移 and 上移 move a photo by one, keep focus on it and say where it went', async () => {
    await act(async () => button(rows()[0]!, w.moveDown).click());
    expect(order).toEqual([12, 11, 13]);
    await act(async () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
    expect(document.activeElement).toBe(button(rows()[1]!, w.moveDown));
    expect(host.querySelector('[aria-live="polite"]')?.textContent).toBe(format(w.moved, { n: 2 }));
    await act(async () => button(rows()[2]!, w.moveUp).click());
    expect(order).toEqual([12, 13, 11]);
  });

  it('the first photo cannot move up, the last cannot move down', () => {
    expect(button(rows()[0]!, w.moveUp).disabled).toBe(true);
    expect(button(rows()[2]!, w.moveDown).disabled).toBe(true);
    expect(button(rows()[1]!, w.moveUp).disabled).toBe(false);
  });

  it('dragging a photo onto another puts it in that place', async () => {
    const [first, , third] = rows();
    const drag = (type: string, target: Element) => {
      const event = new Event(type, { bubbles: true, cancelable: true }) as DragEvent;
      Object.defineProperty(event, 'dataTransfer', { value: { effectAllowed: '', setData() {} } });
      target.dispatchEvent(event);
    };
    await act(async () => drag('dragstart', third!));
    await act(async () => drag('dragover', first!));
    await act(async () => drag('drop', first!));
    expect(order).toEqual([13, 11, 12]);
  });
});
