import { describe, expect, it } from 'vitest';
import { deriveLoginStatus } from './login-status.ts';

describe('deriveLoginStatus', () => {
  it('Login status: not logged in gives default', () => {
    expect(deriveLoginStatus({ isLogin: false, mobile: '0912345678', clueStatus: 'have' })).toBe('default');
  });
  it('Login status: logged in without mobile gives bind', () => {
    expect(deriveLoginStatus({ isLogin: true, mobile: '', clueStatus: 'none' })).toBe('bind');
    expect(deriveLoginStatus({ isLogin: true, mobile: null, clueStatus: 'have' })).toBe('bind');
  });
  it('Login status: logged in with mobile and clue status none gives clue', () => {
    expect(deriveLoginStatus({ isLogin: true, mobile: '0912345678', clueStatus: 'none' })).toBe('clue');
  });
  it('Login status: clue status unknown asks for a clue-info fetch (checking)', () => {
    expect(deriveLoginStatus({ isLogin: true, mobile: '0912345678', clueStatus: 'unknown' })).toBe(
      'checking',
    );
  });
  it('Login status: otherwise have (no popup needed)', () => {
    expect(deriveLoginStatus({ isLogin: true, mobile: '0912345678', clueStatus: 'have' })).toBe('have');
  });
});
