import { describe, expect, it } from 'vitest';
import { describeFavouriteToast } from './favourite-toast.ts';

describe('describeFavouriteToast', () => {
  it('Favourite toast: the design role gets different wording and no link', () => {
    expect(describeFavouriteToast({ action: 'add', device: 'desktop', role: 'design', via: 'none' })).toEqual(
      {
        message: '已加入收藏',
        options: { type: 'success', offset: 120 },
      },
    );
  });
  it('Favourite toast: 登入成功，已加入收藏 after a bind as after a login', () => {
    expect(
      describeFavouriteToast({ action: 'add', device: 'mobile', role: 'ordinary', via: 'bind' }).message,
    ).toBe('登入成功，已加入收藏');
  });
  it('Favourite toast (mobile): no open-app button without an app link', () => {
    expect(
      describeFavouriteToast({ action: 'add', device: 'mobile', role: 'ordinary', via: 'none' }),
    ).toEqual({
      message: '已加入收藏',
      options: { type: 'success', offset: 120 },
    });
  });
});
