import { describe, expect, it, vi } from 'vitest';
import type { ToastOptions } from '../platform/types.ts';
import type { AccessOutcome } from '../session/login-store.ts';
import { createFakeLoginFlow } from '../testing/fake-login.ts';
import { GATED_ACTIONS, type GatedActionKind, runGatedAction } from './gated-actions.ts';

function setup(outcome: AccessOutcome) {
  const toasts: string[] = [];
  const notifier = { toast: (message: string, _options?: ToastOptions) => void toasts.push(message) };
  const gate = { open: vi.fn(async () => outcome) };
  const logger = { error: vi.fn() };
  const perform = vi.fn(async () => {
    toasts.push('<performed>');
  });
  const run = (kind: GatedActionKind) => runGatedAction(kind, { gate, notifier, logger }, { perform });
  return { toasts, gate, logger, perform, run };
}

describe('runGatedAction', () => {
  it('Gated actions: collect, share, download and copy require login or clue authorisation', () => {
    expect(GATED_ACTIONS).toEqual(['collect', 'share', 'download', 'copy']);
  });

  it('Gated action: a closed login popup does nothing', async () => {
    for (const kind of GATED_ACTIONS) {
      const ctx = setup({ granted: false });
      await expect(ctx.run(kind)).resolves.toMatchObject({ ok: false, reason: 'consent' });
      expect(ctx.perform).not.toHaveBeenCalled();
      expect(ctx.toasts).toEqual([]);
    }
  });

  it('Share after login: 登入成功，再點一下就能分享囉！ and no share yet', async () => {
    const ctx = setup({ granted: true, via: 'login' });
    await expect(ctx.run('share')).resolves.toMatchObject({
      ok: false,
      reason: 'again',
      message: '登入成功，再點一下就能分享囉！',
    });
    expect(ctx.toasts).toEqual(['登入成功，再點一下就能分享囉！']);
    expect(ctx.perform).not.toHaveBeenCalled();
  });

  it('Share with access already: shares, no toast', async () => {
    const ctx = setup({ granted: true, via: 'none' });
    await expect(ctx.run('share')).resolves.toMatchObject({ ok: true, via: 'none' });
    expect(ctx.toasts).toEqual(['<performed>']);
  });

  it('Download after authorisation: 授權成功，圖片下載中…', async () => {
    const ctx = setup({ granted: true, via: 'clue' });
    await expect(ctx.run('download')).resolves.toMatchObject({ ok: true });
    expect(ctx.toasts).toEqual(['授權成功，圖片下載中…', '<performed>']);
  });

  it('Download: 圖片下載中...', async () => {
    for (const via of ['none', 'login'] as const) {
      const ctx = setup({ granted: true, via });
      await ctx.run('download');
      expect(ctx.toasts).toEqual(['圖片下載中...', '<performed>']);
    }
  });

  it('Copy: 圖片已複製 once copied', async () => {
    const ctx = setup({ granted: true, via: 'none' });
    await expect(ctx.run('copy')).resolves.toMatchObject({ ok: true });
    expect(ctx.toasts).toEqual(['<performed>', '圖片已複製']);
  });

  it('Copy failure: logged, a failure outcome, no toast', async () => {
    const ctx = setup({ granted: true, via: 'none' });
    ctx.perform.mockRejectedValueOnce(new Error('clipboard denied'));
    await expect(ctx.run('copy')).resolves.toMatchObject({ ok: false });
    expect(ctx.toasts).toEqual([]);
    expect(ctx.logger.error).toHaveBeenCalled();
  });

  it('Collect: the result is what the action reports; its toasts are its own', async () => {
    const ctx = setup({ granted: true, via: 'none' });
    const deps = { gate: ctx.gate, notifier: { toast: vi.fn() }, logger: ctx.logger };
    await expect(runGatedAction('collect', deps, { perform: () => false })).resolves.toMatchObject({
      ok: false,
      reason: 'rejected',
    });
    await expect(runGatedAction('collect', deps, { perform: () => undefined })).resolves.toMatchObject({
      ok: true,
    });
    expect(deps.notifier.toast).not.toHaveBeenCalled();
  });

  it('Gated action: a failing login flow is logged, never thrown', async () => {
    const ctx = setup({ granted: true, via: 'none' });
    ctx.gate.open.mockRejectedValueOnce(new Error('boom'));
    await expect(ctx.run('share')).resolves.toMatchObject({ ok: false, reason: 'network' });
    expect(ctx.logger.error).toHaveBeenCalled();
  });

  it('Gated action: a visitor goes through login first, with the given popup params', async () => {
    const { session, login, fillAndSendCode } = createFakeLoginFlow();
    const toasts: string[] = [];
    const notifier = { toast: (message: string) => void toasts.push(message) };
    const perform = vi.fn();
    const running = runGatedAction(
      'download',
      { gate: login, notifier },
      { request: { resourceType: 'work', resourceId: 3 }, perform },
    );
    await vi.waitFor(() => expect(login.visible.value).toBe(true));
    expect(perform).not.toHaveBeenCalled();
    await fillAndSendCode();
    await login.agreeConsent();
    await expect(running).resolves.toMatchObject({ ok: true });
    expect(perform).toHaveBeenCalledWith('login');
    expect(toasts).toEqual(['圖片下載中...']);
    session.dispose();
  });
});
