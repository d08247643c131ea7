/**
 * The site blocks' lists (docs/spec/console.md#site-blocks): 上移 / 下移 move an item one place
 * (never past an end), and every move and remove button names its item for a screen reader;
 * the first item cannot move up, the last cannot move down.
 */
import { siteBlocksMessages as m } from '@renovo/core/messages';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ItemList, moved } from './site-blocks-list.tsx';

describe('site block lists', () => {
  it('上移 / 下移 move an item one place, never past an end', () => {
    expect(moved(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('each button names its item; the ends cannot move outwards; an empty list says so', () => {
    const html = renderToStaticMarkup(
      <ItemList id="k" label="關鍵字清單" items={['a', 'b']} onChange={() => {}} render={(item) => item} />,
    );
    expect(html).toContain(`aria-label="${m.moveUp}（第 1 項）" disabled=""`);
    expect(html).toContain(`aria-label="${m.moveDown}（第 2 項）" disabled=""`);
    expect(html).toContain(`aria-label="${m.moveDown}（第 1 項）"`);
    expect(html).not.toContain(`aria-label="${m.moveDown}（第 1 項）" disabled`);
    expect(html).toContain(`aria-label="${m.remove}（第 2 項）"`);
    expect(
      renderToStaticMarkup(<ItemList id="k" label="x" items={[]} onChange={() => {}} render={() => null} />),
    ).toContain(m.empty);
  });
});
