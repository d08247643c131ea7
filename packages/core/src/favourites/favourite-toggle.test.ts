import { signal } from '@preact/signals-core';
import { describe, expect, it, vi } from 'vitest';
import { NetworkError } from '../api/errors.ts';
import { createRecordingNotifier } from '../platform/memory.ts';
import type { AccessOutcome } from '../session/login-store.ts';
import type { UserRole } from '../session/session.schemas.ts';
import { apiErrorWithMessage } from '../testing/call-script.ts';
import { createFakeFavouritesApi } from '../testing/fake-favourites-api.ts';
import { createFakeLoginFlow } from '../testing/fake-login.ts';
import { createFavouriteToggle, type FavouriteToggleDeps } from './favourite-toggle.ts';
import { collectRoute, disCollectRoute } from './favourites.routes.ts';

/** A gate that answers as a finished login flow would (and may change the role, as a login does). */
function scriptedGate(outcome: AccessOutcome, onOpen?: () => void) {
  return {
    open: vi.fn(async () => {
      onOpen?.();
      return outcome;
    }),
  };
}

function setup(overrides: Partial<FavouriteToggleDeps> = {}, role: UserRole | null = 'ordinary') {
  const api = createFakeFavouritesApi();
  const notifier = createRecordingNotifier();
  const { toasts } = notifier;
  const roleSignal = signal<UserRole | null>(role);
  const logger = { error: vi.fn() };
  const openInApp = vi.fn();
  const gate = scriptedGate({ granted: true, via: 'none' });
  const deps: FavouriteToggleDeps = {
    api,
    session: { role: roleSignal },
    gate,
    notifier,
    device: 'desktop',
    openInApp,
    logger,
    ...overrides,
  };
  return { api, toasts, roleSignal, logger, openInApp, gate, deps };
}

const work = { source_id: 7, source_type: 'work' as const };

describe('createFavouriteToggle', () => {
  it('Favourite toggle: not collected to collected and back', async () => {
    const ctx = setup();
    const fav = createFavouriteToggle(work, ctx.deps);
    expect(fav.collected.value).toBe(false);
    await expect(fav.toggle()).resolves.toMatchObject({ ok: true, collected: true });
    expect(fav.collected.value).toBe(true);
    expect(ctx.api.collected.has('work:7')).toBe(true);
    await expect(fav.toggle()).resolves.toMatchObject({ ok: true, collected: false });
    expect(fav.collected.value).toBe(false);
    expect(ctx.api.calls).toEqual(['collect', 'disCollect']);
  });

  it('Favourite toast (desktop): 收藏成功，已收藏至 with a link to /user/collect, offset 120', async () => {
    const ctx = setup();
    await createFavouriteToggle(work, ctx.deps).toggle();
    expect(ctx.toasts).toEqual([
      {
        message: '收藏成功，已收藏至 ',
        options: { type: 'success', offset: 120, link: { href: '/user/collect', text: '我的收藏' } },
      },
    ]);
  });

  it('Favourite toast: 取消收藏成功 on removal', async () => {
    const ctx = setup();
    ctx.api.collected.add('work:7');
    await createFavouriteToggle({ ...work, collected: true }, ctx.deps).toggle();
    expect(ctx.toasts).toEqual([{ message: '取消收藏成功', options: { type: 'success', offset: 120 } }]);
  });

  it('Favourite toast (mobile): 已加入收藏 with an open-app-to-view button', async () => {
    const ctx = setup({ device: 'mobile', appHref: 'renovo://user/collect' });
    await createFavouriteToggle(work, ctx.deps).toggle();
    expect(ctx.toasts).toEqual([
      {
        message: '已加入收藏',
        options: {
          type: 'success',
          offset: 120,
          link: { href: 'renovo://user/collect', text: '開啟 App 查看' },
        },
      },
    ]);
  });

  it('Favourite toggle (mobile): an already collected item asks to continue in the app', async () => {
    const ctx = setup({ device: 'mobile' });
    const fav = createFavouriteToggle({ ...work, collected: true }, ctx.deps);
    await expect(fav.toggle()).resolves.toMatchObject({ ok: false, reason: 'rejected' });
    expect(ctx.openInApp).toHaveBeenCalledTimes(1);
    expect(fav.collected.value).toBe(true);
    expect(ctx.api.calls).toEqual([]);
    expect(ctx.gate.open).not.toHaveBeenCalled();
  });

  it('Role design cannot collect: toast 設計公司暫未開通此功能, no call', async () => {
    const ctx = setup({}, 'design');
    const fav = createFavouriteToggle(work, ctx.deps);
    await expect(fav.toggle()).resolves.toMatchObject({
      ok: false,
      reason: 'rejected',
      message: '設計公司暫未開通此功能',
    });
    expect(ctx.toasts).toEqual([{ message: '設計公司暫未開通此功能', options: { type: 'error' } }]);
    expect(ctx.api.calls).toEqual([]);
    expect(ctx.gate.open).not.toHaveBeenCalled();
  });

  it('Role design: a login that reveals a design account is blocked too', async () => {
    const ctx = setup({}, null);
    const gate = scriptedGate({ granted: true, via: 'login' }, () => {
      ctx.roleSignal.value = 'design';
    });
    const fav = createFavouriteToggle(work, { ...ctx.deps, gate });
    await expect(fav.toggle()).resolves.toMatchObject({ ok: false, reason: 'rejected' });
    expect(ctx.toasts.map((t) => t.message)).toEqual(['設計公司暫未開通此功能']);
    expect(ctx.api.calls).toEqual([]);
    expect(fav.collected.value).toBe(false);
  });

  it('Favourite toast: 登入成功，已加入收藏 after a login', async () => {
    const ctx = setup({ gate: scriptedGate({ granted: true, via: 'login' }) });
    await createFavouriteToggle(work, ctx.deps).toggle();
    expect(ctx.toasts).toEqual([
      { message: '登入成功，已加入收藏', options: { type: 'success', offset: 120 } },
    ]);
  });

  it('Favourite toast: 授權成功，已加入收藏 after a clue authorisation', async () => {
    const ctx = setup({ gate: scriptedGate({ granted: true, via: 'clue' }) });
    await createFavouriteToggle(work, ctx.deps).toggle();
    expect(ctx.toasts).toEqual([
      { message: '授權成功，已加入收藏', options: { type: 'success', offset: 120 } },
    ]);
  });

  it('Favourite toggle: a closed login popup leaves the item as it was', async () => {
    const ctx = setup({ gate: scriptedGate({ granted: false }) });
    const fav = createFavouriteToggle(work, ctx.deps);
    await expect(fav.toggle()).resolves.toMatchObject({ ok: false, reason: 'consent' });
    expect(fav.collected.value).toBe(false);
    expect(ctx.api.calls).toEqual([]);
    expect(fav.loading.value).toBe(false);
  });

  it('Favourite toggle: a loading flag blocks repeat clicks', async () => {
    const ctx = setup();
    const fav = createFavouriteToggle(work, ctx.deps);
    const release = ctx.api.hold();
    const first = fav.toggle();
    await vi.waitFor(() => expect(ctx.api.calls).toEqual(['collect']));
    expect(fav.loading.value).toBe(true);
    await expect(fav.toggle()).resolves.toMatchObject({ ok: false, reason: 'busy' });
    release();
    await expect(first).resolves.toMatchObject({ ok: true, collected: true });
    expect(fav.loading.value).toBe(false);
    expect(ctx.api.calls).toEqual(['collect']);
  });

  it('Favourite failure: logged, resolves a failure outcome, state not flipped, no toast', async () => {
    const ctx = setup();
    const fav = createFavouriteToggle(work, ctx.deps);
    // No answer, and none to the one more call either.
    ctx.api.failNext(new NetworkError(collectRoute.path));
    ctx.api.failNext(new NetworkError(collectRoute.path));
    await expect(fav.toggle()).resolves.toMatchObject({ ok: false });
    expect(fav.collected.value).toBe(false);
    expect(ctx.logger.error).toHaveBeenCalled();
    expect(ctx.toasts).toEqual([]);
    // The next click tries again.
    await expect(fav.toggle()).resolves.toMatchObject({ ok: true });
  });

  it('an answer lost after the server stored the favourite: asked once more, the button says what is stored', async () => {
    const ctx = setup();
    const fav = createFavouriteToggle(work, ctx.deps);
    const collect = ctx.api.collect.bind(ctx.api);
    let lost = false;
    ctx.api.collect = async (payload) => {
      await collect(payload);
      if (lost) return;
      lost = true;
      throw new NetworkError(collectRoute.path);
    };
    await expect(fav.toggle()).resolves.toMatchObject({ ok: true, collected: true });
    expect(fav.collected.value).toBe(true);
    expect(ctx.api.collected.has('work:7')).toBe(true);
    expect(ctx.api.calls).toEqual(['collect', 'collect']);
  });

  it('Favourite failure on removal: state stays collected; a refusal is not asked again', async () => {
    const ctx = setup();
    const fav = createFavouriteToggle({ ...work, collected: true }, ctx.deps);
    ctx.api.failNext(apiErrorWithMessage(422, '尚未收藏', disCollectRoute.path));
    await expect(fav.toggle()).resolves.toMatchObject({ ok: false, reason: 'rejected' });
    expect(fav.collected.value).toBe(true);
    expect(ctx.api.calls).toEqual(['disCollect']);
  });

  it('sync takes the collected flag from fresh data', () => {
    const ctx = setup();
    const fav = createFavouriteToggle(work, ctx.deps);
    fav.sync(true);
    expect(fav.collected.value).toBe(true);
  });

  it('Favourite toggle: a logged-out user is sent through the login flow first', async () => {
    const { session, login, notifier, fillAndSendCode } = createFakeLoginFlow();
    const api = createFakeFavouritesApi();
    const fav = createFavouriteToggle(
      { ...work, login: { module: 'work_detail_auto_popbox' } },
      { api, session, gate: login, notifier, device: 'desktop', openInApp: () => {} },
    );

    const clicked = fav.toggle();
    await vi.waitFor(() => expect(login.visible.value).toBe(true));
    expect(login.params.value).toMatchObject({
      status: 'default',
      module: 'work_detail_auto_popbox',
      resourceType: 'work',
      resourceId: 7,
    });
    expect(api.calls).toEqual([]);
    await fillAndSendCode();
    login.setAccepted(true);
    await login.submit();

    await expect(clicked).resolves.toMatchObject({ ok: true, collected: true });
    expect(session.isLogin.value).toBe(true);
    expect(fav.collected.value).toBe(true);
    expect(notifier.toasts.at(-1)?.message).toBe('登入成功，已加入收藏');
    session.dispose();
  });
});
