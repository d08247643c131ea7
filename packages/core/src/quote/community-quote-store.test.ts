import { describe, expect, it } from 'vitest';
import { type QuoteTestOptions, quoteTestDeps } from '../testing/quote-deps.ts';
import { type CommunityQuoteDeps, createCommunityQuoteStore } from './community-quote-store.ts';
import { createMemoryQuotePorts, SAMPLE_PREVIEW } from './memory.ts';
import type {
  CommunityLayout,
  CommunityLayoutResponse,
  CommunitySearchItem,
  CommunitySearchResponse,
} from './quote.schemas.ts';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const star: CommunitySearchItem = {
  id: 11,
  tag: '社區',
  title: '信義之星',
  address: '臺北市信義區松仁路',
  housingType: 1,
  housingTypeName: '電梯大樓',
  name: '信義之星',
};
const garden: CommunitySearchItem = { ...star, id: 12, title: '信義花園', name: '信義花園' };

const layouts: CommunityLayout[] = [
  { room: 3, hall: 2, bath: 2, is_check: true, area_list: [{ building_area: 45.5 }, { building_area: 48 }] },
  { room: 2, hall: 1, bath: 1, is_check: false, area_list: [{ building_area: 28.3 }] },
  { room: 1, hall: 0, bath: 1, is_check: false, area_list: [] },
];

function setup(over: Partial<CommunityQuoteDeps> & QuoteTestOptions = {}) {
  const ports = createMemoryQuotePorts({ communities: [star, garden], layouts: { 11: layouts } });
  const context = { module: 'work_detail_auto_popbox', type: 'work', resource_id: 3 };
  const t = quoteTestDeps(context, { ports, ...over });
  return { ...t, store: createCommunityQuoteStore({ ...t.deps, ...over }) };
}

async function search(s: ReturnType<typeof setup>, keyword: string) {
  s.store.setKeyword(keyword);
  s.clock.advance(600);
  await flush();
}

async function detail(s: ReturnType<typeof setup>) {
  await s.store.chooseCommunity(star);
  s.store.setMobile('0912345678');
  s.store.setAccepted(true);
}

describe('Community search', () => {
  it('Community search: debounced 600 ms', async () => {
    const s = setup();
    s.store.setKeyword('信義');
    s.clock.advance(599);
    expect(s.ports.calls.searchCommunities).toHaveLength(0);
    s.clock.advance(1);
    expect(s.ports.calls.searchCommunities).toEqual([{ regionId: 1, keyword: '信義' }]);
    await flush();
    expect(s.store.suggestions.value).toEqual([star, garden]);
  });

  it('Community search: typing within 600 ms searches only the last keyword', async () => {
    const s = setup();
    s.store.setKeyword('信');
    s.clock.advance(300);
    s.store.setKeyword('信義之');
    s.clock.advance(300);
    expect(s.ports.calls.searchCommunities).toHaveLength(0);
    s.clock.advance(300);
    expect(s.ports.calls.searchCommunities).toEqual([{ regionId: 1, keyword: '信義之' }]);
  });

  it('Community search: runs only when the keyword is non-empty; an empty keyword clears results', async () => {
    const s = setup();
    await search(s, '信義');
    expect(s.store.showSuggestions.value).toBe(true);
    s.store.setKeyword('   ');
    expect(s.store.suggestions.value).toEqual([]);
    expect(s.store.showSuggestions.value).toBe(false);
    s.clock.advance(1000);
    expect(s.ports.calls.searchCommunities).toHaveLength(1);
    expect(s.store.emptyNotice.value).toBeNull();
  });

  it('Community search: keyword at most 20 characters', async () => {
    const s = setup();
    await search(s, '一二三四五六七八九十一二三四五六七八九十二十一');
    expect(s.store.keyword.value).toBe('一二三四五六七八九十一二三四五六七八九十');
    expect(s.ports.calls.searchCommunities[0]?.keyword).toHaveLength(20);
  });

  it('Community search: suggestions show only when the search gave results', async () => {
    const s = setup();
    expect(s.store.showSuggestions.value).toBe(false);
    await search(s, '花園');
    expect(s.store.showSuggestions.value).toBe(true);
    expect(s.store.suggestions.value).toEqual([garden]);
    await search(s, '不存在');
    expect(s.store.showSuggestions.value).toBe(false);
  });

  it('Community search: empty results with a keyword give the empty notice and its two tips', async () => {
    const s = setup({ regionId: 8 });
    await search(s, '無此社區');
    expect(s.store.emptyNotice.value).toEqual({
      text: '抱歉，“臺中市” 內暫無“無此社區”相關內容',
      tips: ['換個地區試試', '縮短輸入內容，例如只輸入大樓名稱'],
    });
    // A new keyword hides the notice until its own search answers.
    s.store.setKeyword('無此社區二');
    expect(s.store.emptyNotice.value).toBeNull();
  });

  it('Community search: no notice while searching or when results exist', async () => {
    const s = setup();
    const answer = deferred<CommunitySearchResponse>();
    s.ports.handlers.searchCommunities = () => answer.promise;
    s.store.setKeyword('信義');
    s.clock.advance(600);
    expect(s.store.searching.value).toBe(true);
    expect(s.store.emptyNotice.value).toBeNull();
    answer.resolve({ code: 200, data: [star] });
    await flush();
    expect(s.store.searching.value).toBe(false);
    expect(s.store.emptyNotice.value).toBeNull();
  });

  it('Community search: a failed search reads as no results', async () => {
    const s = setup();
    s.ports.handlers.searchCommunities = async () => ({ code: 500, data: [star] });
    await search(s, '信義');
    expect(s.store.suggestions.value).toEqual([]);
    s.ports.handlers.searchCommunities = async () => {
      throw new Error('down');
    };
    await search(s, '信義之星');
    expect(s.store.suggestions.value).toEqual([]);
    expect(s.store.emptyNotice.value?.text).toContain('信義之星');
  });

  it('Community search: an answer for an older keyword is dropped', async () => {
    const s = setup();
    const slow = deferred<CommunitySearchResponse>();
    s.ports.handlers.searchCommunities = () => slow.promise;
    s.store.setKeyword('信義');
    s.clock.advance(600);
    s.store.setKeyword('');
    slow.resolve({ code: 200, data: [star] });
    await flush();
    expect(s.store.suggestions.value).toEqual([]);
  });

  it('Community search: changing the region searches the keyword again in that region', async () => {
    const s = setup();
    s.store.setRegion(3);
    s.clock.advance(600);
    expect(s.ports.calls.searchCommunities).toHaveLength(0);
    await search(s, '信義');
    s.store.setRegion(3);
    s.store.setRegion(99);
    s.store.setRegion(3);
    expect(s.store.regionName.value).toBe('新北市');
    s.clock.advance(600);
    expect(s.ports.calls.searchCommunities.at(-1)).toEqual({ regionId: 3, keyword: '信義' });
  });
});

describe('Community popup', () => {
  it('Community popup: choosing a community from the suggestions goes from input to detail', async () => {
    const s = setup();
    expect(s.store.step.value).toBe('input');
    await search(s, '信義');
    await s.store.chooseCommunity(star);
    expect(s.store.step.value).toBe('detail');
    expect(s.store.community.value).toEqual(star);
    expect(s.ports.calls.getCommunityLayouts).toEqual([{ community_id: 11 }]);
  });

  it('Community popup: choosing a community sets the size to the first area of the first layout', async () => {
    const s = setup();
    await s.store.chooseCommunity(star);
    s.store.selectLayout(1);
    expect(s.store.layoutIndex.value).toBe(1);
    // Choosing again resets the layout choice to the first.
    await s.store.chooseCommunity(star);
    expect(s.store.layouts.value).toEqual(layouts);
    expect(s.store.layoutIndex.value).toBe(0);
    expect(s.store.size.value).toBe('45.5');
  });

  it('Community popup: changing the layout sets the size to its first area, or empties it', async () => {
    const s = setup();
    await s.store.chooseCommunity(star);
    s.store.selectLayout(1);
    expect(s.store.size.value).toBe('28.3');
    s.store.selectLayout(2);
    expect(s.store.size.value).toBe('');
  });

  it('Community popup: a prefilled area keeps at most 2 decimals and 999 at most', async () => {
    const s = setup();
    s.ports.handlers.getCommunityLayouts = async () => ({
      code: 200,
      data: [
        { room: 2, hall: 2, bath: 1, is_check: false, area_list: [{ building_area: 32.4712 }] },
        { room: 9, hall: 9, bath: 9, is_check: false, area_list: [{ building_area: 1200 }] },
      ],
    });
    await s.store.chooseCommunity(star);
    expect(s.store.size.value).toBe('32.47');
    s.store.selectLayout(1);
    expect(s.store.size.value).toBe('999');
  });

  it("Community popup: layouts labelled 'N房N廳N衛'", async () => {
    const s = setup();
    await s.store.chooseCommunity(star);
    expect(s.store.layoutLabels.value).toEqual(['3房2廳2衛', '2房1廳1衛', '1房0廳1衛']);
  });

  it('Community popup: a community without layouts (or a failed call) leaves the size empty', async () => {
    const s = setup();
    s.store.setSize('40');
    await s.store.chooseCommunity(garden);
    expect([s.store.layouts.value, s.store.size.value]).toEqual([[], '']);
    s.ports.handlers.getCommunityLayouts = async () => {
      throw new Error('down');
    };
    await s.store.chooseCommunity(star);
    expect(s.store.layouts.value).toEqual([]);
  });

  it('Community popup: layouts of a community no longer chosen are dropped', async () => {
    const s = setup();
    const slow = deferred<CommunityLayoutResponse>();
    s.ports.handlers.getCommunityLayouts = () => slow.promise;
    const first = s.store.chooseCommunity(star);
    s.store.skip();
    slow.resolve({ code: 200, data: layouts });
    await first;
    expect(s.store.layouts.value).toEqual([]);
    expect(s.store.step.value).toBe('form');
  });

  it("Community popup: skipping goes to form; 'fill in community' returns to input", () => {
    const s = setup();
    s.store.skip();
    expect(s.store.step.value).toBe('form');
    expect(s.store.community.value).toBeNull();
    s.store.fillCommunity();
    expect(s.store.step.value).toBe('input');
  });

  it('Community popup: close resets the step to input and clears keyword and suggestions', async () => {
    const s = setup();
    s.store.show();
    expect(s.store.open.value).toBe(true);
    await search(s, '信義');
    await s.store.chooseCommunity(star);
    s.store.setKeyword('信義之');
    s.store.close();
    expect(s.store.open.value).toBe(false);
    expect(s.store.step.value).toBe('input');
    expect(s.store.keyword.value).toBe('');
    expect(s.store.suggestions.value).toEqual([]);
    s.clock.advance(600);
    expect(s.ports.calls.searchCommunities).toHaveLength(1);
    expect(s.onClose).toHaveBeenCalledOnce();
    expect(s.events).toEqual([{ name: 'close_click', module: 'work_detail_auto_popbox' }]);
  });

  it('Community popup: house_layout sent from the chosen layout, kitchen and balcony 0, with the community', async () => {
    const s = setup({ query: 'utm_source=g&utm_medium=m&utm_campaign=c&utm_content=t' });
    await detail(s);
    s.store.selectLayout(1);
    await s.store.submit();
    expect(s.ports.calls.submitEvaluation[0]).toEqual({
      region_id: 1,
      size: 28.3,
      mobile: '0912345678',
      utm: { source: 'g', medium: 'm', campaign: 'c', content: 't' },
      accepted: 1,
      module: 'work_detail_auto_popbox',
      type: 'work',
      resource_id: 3,
      community: star,
      house_layout: { bedroom: 2, living_room: 1, bathroom: 1, kitchen: 0, balcony: 0 },
    });
  });

  it('Community popup: the skipped form sends no community and no house_layout', async () => {
    const s = setup();
    s.store.skip();
    s.store.setSize('32');
    s.store.setMobile('0912345678');
    s.store.setAccepted(true);
    await s.store.submit();
    const form = s.ports.calls.submitEvaluation[0];
    expect(form).toBeDefined();
    expect(form && 'community' in form).toBe(false);
    expect(form && 'house_layout' in form).toBe(false);
  });

  it('Community popup: submit succeeds on a truthy code: message, success event, tracking, result_v3', async () => {
    const s = setup();
    await detail(s);
    const result = await s.store.submit();
    const success = {
      id: 1,
      public_id: 'memory-quote-1',
      decoration_robot_messages: [],
      house_region: '臺北市',
      acreage_name: '45.5',
      redirect: '/decorationfrom/result_v3?id=memory-quote-1',
    };
    expect(result).toEqual({ ok: true, ...success });
    expect(s.toasts).toEqual([{ message: '送出成功', options: { type: 'success' } }]);
    expect(s.onSuccess).toHaveBeenCalledWith(success);
    expect(s.events.map((e) => e.name)).toEqual(['before_clue_click', 'clue_submit']);
    expect(s.location.assigned).toEqual(['/decorationfrom/result_v3?id=memory-quote-1']);
    expect(s.store.step.value).toBe('input');
  });

  it('Community popup: stop-redirect or no id keeps the page', async () => {
    const stop = setup({ context: { module: 'm', stopRedirect: true } });
    await detail(stop);
    await stop.store.submit();
    expect(stop.onSuccess).toHaveBeenCalledOnce();
    expect(stop.location.assigned).toEqual([]);
    const noId = setup();
    noId.ports.handlers.submitEvaluation = async () => ({ code: 1, data: null });
    await detail(noId);
    await noId.store.submit();
    expect(noId.location.assigned).toEqual([]);
  });

  it('Community popup: a falsy code shows the failure message and nothing else happens', async () => {
    const s = setup();
    s.ports.handlers.submitEvaluation = async () => ({ code: 0, data: null });
    await detail(s);
    expect(await s.store.submit()).toEqual({
      ok: false,
      reason: 'rejected',
      message: '送出失敗，請稍後重試',
    });
    expect(s.toasts).toEqual([{ message: '送出失敗，請稍後重試', options: { type: 'error' } }]);
    expect(s.onSuccess).not.toHaveBeenCalled();
    expect(s.events.map((e) => e.name)).toEqual(['before_clue_click']);
    expect(s.location.assigned).toEqual([]);
    expect(s.store.step.value).toBe('detail');
  });

  it('Community popup: nothing to submit on the input step; a second submit while sending is ignored', async () => {
    const s = setup();
    expect(await s.store.submit()).toEqual({ ok: false, reason: 'busy', message: '' });
    await detail(s);
    const first = s.store.submit();
    expect(await s.store.submit()).toEqual({ ok: false, reason: 'busy', message: '' });
    await first;
    expect(s.ports.calls.submitEvaluation).toHaveLength(1);
  });

  it('Community form: size, mobile and terms rules block the submit', async () => {
    const s = setup();
    s.store.skip();
    await s.store.submit();
    expect(s.store.errors.value).toEqual({
      size: '請填寫房屋坪數',
      mobile: '請填寫行動電話',
      accepted: '請勾選服務條款',
    });
    expect(s.ports.calls.submitEvaluation).toHaveLength(0);
    s.store.setAccepted(true);
    s.store.setMobile('0912345678');
    s.store.setSize('20');
    expect(s.store.errors.value).toEqual({});
    s.store.setAccepted(false);
    s.store.setMobile('0912');
    s.store.setMobile('0912');
  });

  it('Community form: typed size max length 5, above 999 becomes 999; picker size sanitised', () => {
    const s = setup();
    s.store.setSize('12345');
    expect(s.store.size.value).toBe('999');
    s.store.pickSize('.25.567');
    expect(s.store.size.value).toBe('25.56');
  });

  it('Community form: form data remembered in local storage evaluation-community-data while the lead is not stored', async () => {
    const s = setup();
    await detail(s);
    s.ports.handlers.submitEvaluation = async () => ({ code: 0, data: null, message: 'x' });
    await s.store.submit();
    expect(JSON.parse(s.storage.getItem('evaluation-community-data') ?? '')).toEqual({
      region_id: 1,
      size: '45.5',
      mobile: '0912345678',
      saved_at: expect.any(Number),
    });
    const again = setup({ storage: s.storage, preview: false }).store;
    expect([again.size.value, again.mobile.value]).toEqual(['45.5', '0912345678']);
  });

  it('Community form: the remembered copy is cleared once the lead is stored', async () => {
    const s = setup();
    await detail(s);
    await s.store.submit();
    expect(JSON.parse(s.storage.getItem('evaluation-community-data') ?? '')).toEqual({ saved_at: 0 });
  });
});

describe('Community cost preview', () => {
  it('Community preview: fetched at start without a size, then again whenever the size changes', async () => {
    const s = setup();
    await flush();
    expect(s.ports.calls.getPreview).toEqual([{ decorate_level: 1, kind: 1 }]);
    expect(s.store.preview.value).toEqual(SAMPLE_PREVIEW);
    expect(s.store.previewLoading.value).toBe(false);
    await s.store.chooseCommunity(star);
    s.store.selectLayout(1);
    expect(s.ports.calls.getPreview.slice(1)).toEqual([
      {
        decorate_level: 1,
        kind: 1,
        size: 45.5,
        house_layout: { bedroom: 3, living_room: 2, bathroom: 2, kitchen: 0, balcony: 0 },
      },
      {
        decorate_level: 1,
        kind: 1,
        size: 28.3,
        house_layout: { bedroom: 2, living_room: 1, bathroom: 1, kitchen: 0, balcony: 0 },
      },
    ]);
  });

  it('One lead has one price: the preview prices the layout the submit stores', async () => {
    const s = setup();
    await detail(s);
    s.store.selectLayout(1);
    s.store.setDecorateLevel(2);
    const previewed = s.ports.calls.getPreview.at(-1);
    await s.store.submit();
    const submitted = s.ports.calls.submitEvaluation.at(-1);
    expect(submitted?.house_layout).toEqual({
      bedroom: 2,
      living_room: 1,
      bathroom: 1,
      kitchen: 0,
      balcony: 0,
    });
    expect(previewed).toMatchObject({ size: Number(submitted?.size), house_layout: submitted?.house_layout });
    // 跳過 (no community): neither the preview nor the submit has a layout.
    s.store.skip();
    s.store.setSize('30');
    expect(s.ports.calls.getPreview.at(-1)).toEqual({ decorate_level: 2, kind: 1, size: 30 });
  });

  it('Community preview: re-fetched for the decorate level tabs 簡裝 1, 精裝 2, 豪裝 3', () => {
    const s = setup();
    s.store.setSize('30');
    s.store.setDecorateLevel(2);
    s.store.setDecorateLevel(3);
    expect(s.store.decorateLevel.value).toBe(3);
    expect(s.ports.calls.getPreview.map((c) => c.decorate_level)).toEqual([1, 1, 2, 3]);
  });

  it('Community preview: empty data on failure shows no preview; older answers are dropped', async () => {
    const s = setup();
    await flush();
    s.ports.handlers.getPreview = async () => ({});
    s.store.setSize('30');
    await flush();
    expect(s.store.preview.value).toBeNull();
    s.ports.handlers.getPreview = async () => {
      throw new Error('down');
    };
    s.store.setSize('31');
    await flush();
    expect(s.store.preview.value).toBeNull();
    const slow = deferred<typeof SAMPLE_PREVIEW>();
    s.ports.handlers.getPreview = () => slow.promise;
    s.store.setSize('32');
    s.ports.handlers.getPreview = async () => ({});
    s.store.setSize('33');
    slow.resolve(SAMPLE_PREVIEW);
    await flush();
    expect(s.store.preview.value).toBeNull();
  });

  it('Community preview: off when the preview panel is not shown; dispose stops fetching and searching', async () => {
    const off = setup({ preview: false });
    off.store.setSize('30');
    expect(off.ports.calls.getPreview).toHaveLength(0);
    const s = setup();
    s.store.setKeyword('信義');
    s.store.dispose();
    s.clock.advance(600);
    s.store.setSize('40');
    await flush();
    expect(s.ports.calls.searchCommunities).toHaveLength(0);
    expect(s.ports.calls.getPreview).toHaveLength(1);
  });
});
