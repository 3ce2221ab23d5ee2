// One ALTCHA solver thread: altcha-lib's worker protocol with the browser's native PBKDF2 (Web Crypto).
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { handler } from 'altcha-lib/workers/shared';

handler({ deriveKey });
