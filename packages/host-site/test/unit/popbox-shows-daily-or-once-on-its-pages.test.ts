/**
 * Customised popboxes (docs/spec/platform.md#calls GET /api/popboxs/customize; frequency daily or once): a
 * page asks
 * for its own page name's popboxes, and shows the first the visitor may see — a daily one once a
 * Taiwan day, a once one never again.
 */
import { describe, expect, it } from 'vitest';
import { type Popbox, pickPopbox, popboxPageOf, readSeen, taiwanDay } from '../../app/lib/popbox.ts';

const box = (id: number, frequency: Popbox['frequency']): Popbox => ({
  id,
  title: `t${id}`,
  image_pc: '',
  image_mobile: '',
  link: '/',
  frequency,
});
const ITEMS = [box(1, 'daily'), box(2, 'once')];

describe('customised popboxes', () => {
  it('each page asks for its own page name', () => {
    expect(popboxPageOf('/')).toBe('home');
    expect(popboxPageOf('/works')).toBe('works_list');
    expect(popboxPageOf('/works/12')).toBe('work_detail');
    expect(popboxPageOf('/article')).toBe('article_list');
    expect(popboxPageOf('/article/93')).toBe('article_detail');
    expect(popboxPageOf('/works/12/photo')).toBeNull();
    expect(popboxPageOf('/login')).toBeNull();
  });

  it('shows the first unseen; a daily one again the next Taiwan day, a once one never', () => {
    expect(pickPopbox(ITEMS, {}, '2026-11-26')?.id).toBe(1);
    expect(pickPopbox(ITEMS, { 1: '2026-11-26' }, '2026-11-26')?.id).toBe(2);
    expect(pickPopbox(ITEMS, { 1: '2026-11-26', 2: '2026-11-26' }, '2026-11-26')).toBeNull();
    expect(pickPopbox(ITEMS, { 1: '2026-11-26', 2: '2026-11-26' }, '2026-11-27')?.id).toBe(1);
    expect(pickPopbox([box(2, 'once')], { 2: '2026-01-01' }, '2026-11-27')).toBeNull();
  });

  it('the day is the Taiwan day (UTC+8)', () => {
    expect(taiwanDay(Date.UTC(2026, 10, 26, 15, 59))).toBe('2026-11-26');
    expect(taiwanDay(Date.UTC(2026, 10, 26, 16, 0))).toBe('2026-11-27');
  });

  it('an unreadable record is an empty one', () => {
    expect(readSeen('not json')).toEqual({});
    expect(readSeen('[1]')).toEqual({});
    expect(readSeen(null)).toEqual({});
    expect(readSeen('{"1":"2026-11-26","2":3}')).toEqual({ 1: '2026-11-26' });
  });
});
