export type ClientType = 'pc' | 'pad' | 'phone';

/** The client type detected at start (localStorage `clientType`). */
export function storedClientType(): ClientType {
  try {
    const value = localStorage.getItem('clientType');
    return value === 'pad' || value === 'phone' ? value : 'pc';
  } catch {
    return 'pc';
  }
}
