/**
 * The image viewer's transform rules (docs/spec/platform.md#limits: zoom rate 1.2 between 0.2 and 7, rotate
 * 90°,
 * double tap under 250 ms) and the works lists' URL state.
 */
import { IMAGE_VIEWER } from '@renovo/core';
import { describe, expect, it } from 'vitest';
import {
  INITIAL_TRANSFORM,
  isDoubleTap,
  isTap,
  pan,
  rotate,
  stepIndex,
  toggleZoom,
  zoomIn,
  zoomOut,
} from '../../app/components/image-viewer/viewer-state.ts';
import { pageWindow } from '../../app/components/works/pagination.tsx';
import { readWorksQuery, worksHref } from '../../app/components/works/works-query.ts';

describe('image viewer (docs/spec/platform.md#limits)', () => {
  it('zooms by the rate 1.2, capped at 7 and floored at 0.2', () => {
    expect(zoomIn(INITIAL_TRANSFORM).zoom).toBeCloseTo(IMAGE_VIEWER.zoomRate);
    let t = INITIAL_TRANSFORM;
    for (let i = 0; i < 50; i++) t = zoomIn(t);
    expect(t.zoom).toBe(IMAGE_VIEWER.maxZoom);
    for (let i = 0; i < 50; i++) t = zoomOut(t);
    expect(t.zoom).toBe(IMAGE_VIEWER.minZoom);
  });

  it('rotates by 90°', () => {
    expect(rotate(rotate(INITIAL_TRANSFORM)).rotate).toBe(2 * IMAGE_VIEWER.rotateStep);
  });

  it('a double tap under 250 ms toggles the zoom; a slower second tap does not count', () => {
    expect(isDoubleTap(1000, 1000 + IMAGE_VIEWER.doubleTapMs - 1)).toBe(true);
    expect(isDoubleTap(1000, 1000 + IMAGE_VIEWER.doubleTapMs)).toBe(false);
    expect(isDoubleTap(null, 1000)).toBe(false);
    const zoomed = toggleZoom(INITIAL_TRANSFORM);
    expect(zoomed.zoom).toBeGreaterThan(1);
    expect(toggleZoom(pan(zoomed, 30, 40))).toEqual({ ...INITIAL_TRANSFORM });
  });

  it('pans only while zoomed in; a move under 5 px is a tap', () => {
    expect(pan(INITIAL_TRANSFORM, 10, 10)).toBe(INITIAL_TRANSFORM);
    expect(pan(zoomIn(INITIAL_TRANSFORM), 10, -5)).toMatchObject({ x: 10, y: -5 });
    expect(isTap(3, 3)).toBe(true);
    expect(isTap(4, 4)).toBe(false);
  });

  it('steps through the images, wrapping around', () => {
    expect(stepIndex(0, -1, 5)).toBe(4);
    expect(stepIndex(4, 1, 5)).toBe(0);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });
});

describe('works lists URL state', () => {
  it('reads known filter values and drops unknown ones', () => {
    const query = readWorksQuery(
      new URLSearchParams('style_id=12&space_id=99&budget=31-50&sort=popular&page=3'),
    );
    expect(query).toEqual({ filters: { style_id: '12', budget: '31-50' }, sort: 'popular', page: 3 });
    expect(readWorksQuery(new URLSearchParams('page=-1&sort=odd'))).toEqual({
      filters: {},
      sort: 'newest',
      page: 1,
    });
  });

  it('links set or clear one filter and go back to page 1', () => {
    const query = readWorksQuery(new URLSearchParams('style_id=12&page=4'));
    expect(worksHref('/works', query, { set: ['area', '21-35'] })).toBe('/works?style_id=12&area=21-35');
    expect(worksHref('/works', query, { set: ['style_id', 'any'] })).toBe('/works');
    expect(worksHref('/works/good', query, { page: 5 })).toBe('/works/good?style_id=12&page=5');
  });

  it('page links show the first, the last and the pages around the current one', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
  });
});
