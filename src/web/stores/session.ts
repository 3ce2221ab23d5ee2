import { createSessionStore, jsonOf, plainString } from './session-store.ts';

type JsonObject = { [key: string]: unknown };

/** Cross-page view data; `barText` is the mobile top bar's fallback title. */
export type SharedData = JsonObject & { barText?: string };

function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isSharedData(value: unknown): value is SharedData {
  return isJsonObject(value) && (value.barText === undefined || typeof value.barText === 'string');
}

export const userTokenStore = createSessionStore('userToken', plainString);
export const sharedTestDataStore = createSessionStore('sharedTestData', jsonOf(isJsonObject));
export const userInfoStore = createSessionStore('userInfo', jsonOf(isJsonObject));
export const sharedDataStore = createSessionStore('sharedData', jsonOf(isSharedData));

const allStores = [userTokenStore, sharedTestDataStore, userInfoStore, sharedDataStore] as const;

/** Logged in means a token is present. */
export const useIsLoggedIn = () => userTokenStore.useSelect((token) => token !== null);

/** Logout, or a 401 from the server: all four values go, in memory and in sessionStorage. */
export function clearSession() {
  for (const store of allStores) store.set(null);
}
