// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  claimReloadForNewRelease,
  isChunkLoadError,
  RELOAD_INTERVAL_MS,
  RELOAD_MARK_KEY,
  shouldReloadForNewRelease,
} from './reload-for-new-release.ts';

const URL_A = 'https://example.com/mobile/student/detail?planId=primary-30#inclusions';
const URL_B = 'https://example.com/mobile/student/mine';

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://example.com/assets/x-abc.js', // Chromium
    'error loading dynamically imported module: https://example.com/assets/x-abc.js', // Firefox
    'Importing a module script failed.', // Safari
    'Unable to preload CSS for /assets/x-abc.css', // Vite
  ])('tells a chunk that could not be fetched: %s', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('leaves any other error alone', () => {
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe('claimReloadForNewRelease', () => {
  it('reloads an address once, then not again within the interval, then again after it', () => {
    expect(claimReloadForNewRelease(URL_A, 1_000)).toBe(true);
    expect(claimReloadForNewRelease(URL_A, 1_000 + RELOAD_INTERVAL_MS - 1)).toBe(false);
    expect(claimReloadForNewRelease(URL_A, 1_000 + RELOAD_INTERVAL_MS)).toBe(true);
  });

  it('counts per address: another page of the same tab may reload', () => {
    expect(claimReloadForNewRelease(URL_A, 1_000)).toBe(true);
    expect(claimReloadForNewRelease(URL_B, 2_000)).toBe(true);
  });

  it('reads a broken mark as none', () => {
    sessionStorage.setItem(RELOAD_MARK_KEY, '{not json');
    expect(claimReloadForNewRelease(URL_A, 1_000)).toBe(true);
    sessionStorage.setItem(RELOAD_MARK_KEY, JSON.stringify({ url: URL_A, at: 'soon' }));
    expect(claimReloadForNewRelease(URL_A, 1_000)).toBe(true);
  });

  it('never reloads where the attempt cannot be remembered, nor offline', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    expect(claimReloadForNewRelease(URL_A, 1_000)).toBe(false);
    vi.restoreAllMocks();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(claimReloadForNewRelease(URL_A, 1_000)).toBe(false);
  });
});

describe('shouldReloadForNewRelease', () => {
  it('decides each error once, so the error page rendered twice does not count twice', () => {
    const error = new TypeError('Failed to fetch dynamically imported module: /assets/x-abc.js');
    expect(shouldReloadForNewRelease(error)).toBe(true);
    expect(shouldReloadForNewRelease(error)).toBe(true);
    // The same failure after the reload (a new error object, the same address): no second reload.
    expect(shouldReloadForNewRelease(new TypeError(error.message))).toBe(false);
  });

  it('does not reload for an error that is not a missing chunk', () => {
    expect(shouldReloadForNewRelease(new Error('render failed'))).toBe(false);
    expect(sessionStorage.getItem(RELOAD_MARK_KEY)).toBeNull();
  });
});
