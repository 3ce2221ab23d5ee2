import { createSessionStore, plainString } from '../../stores/session-store.ts';
import { createApiClient } from '../client.ts';

/**
 * The operator's session token. It has its own sessionStorage key: an operator session is never a customer
 * session (`userToken`), and logging out of one leaves the other alone.
 */
export const adminTokenStore = createSessionStore('adminToken', plainString);

const adminClient = createApiClient({ token: () => adminTokenStore.get(), endSession: () => adminTokenStore.set(null) });

/** Sends a request to /api/admin with the operator token; failures become ApiError and a 401 ends the operator session. */
export const sendAdminRequest = adminClient.send;
/** Calls the console API, parses the answer with its contract schema, throws ApiError otherwise. */
export const adminRequest = adminClient.request;
/** The console decides where a 401 from /api/admin leads (its login page); the token is gone by then. */
export const onAdminUnauthorized = adminClient.onUnauthorized;
