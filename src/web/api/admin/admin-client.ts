import { errorEnvelopeSchema } from '../../../contract/errors.ts';
import type { z } from '../../../contract/schema.ts';
import { createSessionStore, plainString } from '../../stores/session-store.ts';
import { ApiError } from '../client.ts';

/**
 * The operator's session token. It has its own sessionStorage key: an operator session is never a customer
 * session (`userToken`), and logging out of one leaves the other alone.
 */
export const adminTokenStore = createSessionStore('adminToken', plainString);

type Listener = () => void;
const unauthorizedListeners = new Set<Listener>();

/** The console decides where a 401 from /api/admin leads (its login page); the token is gone by then. */
export function onAdminUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

type AdminRequestOptions<S extends z.ZodMiniType | undefined> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON body; a Blob (an uploaded image) is sent raw with its own type. */
  body?: unknown;
  schema: S;
  headers?: Record<string, string>;
};

type Result<S> = S extends z.ZodMiniType ? z.infer<S> : undefined;

async function readError(response: Response): Promise<ApiError> {
  try {
    const parsed = errorEnvelopeSchema.safeParse(await response.json());
    if (parsed.success) {
      const { code, message, field } = parsed.data.error;
      return new ApiError(response.status, code, message, field);
    }
  } catch {
    // Not JSON: a proxy's error page.
  }
  return new ApiError(response.status, response.status >= 500 ? 'INTERNAL_ERROR' : 'UNKNOWN', '服务暂时不可用，请稍后再试');
}

/** Sends a request to /api/admin with the operator token; failures become ApiError and a 401 ends the operator session. */
export async function sendAdminRequest(path: string, options: Omit<AdminRequestOptions<undefined>, 'schema'>): Promise<Response> {
  const token = adminTokenStore.get();
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof Blob) {
    body = options.body;
    headers['Content-Type'] = options.body.type || 'application/octet-stream';
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['Content-Type'] = 'application/json';
  }

  let response: Response;
  try {
    response = await fetch(path, { method: options.method ?? 'GET', headers, body });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', '网络连接失败，请检查网络后重试');
  }
  if (!response.ok) {
    const error = await readError(response);
    if (response.status === 401 && token) {
      adminTokenStore.set(null);
      for (const listener of unauthorizedListeners) listener();
    }
    throw error;
  }
  return response;
}

/** Calls the console API, parses the answer with its contract schema, throws ApiError otherwise. */
export async function adminRequest<S extends z.ZodMiniType | undefined>(path: string, options: AdminRequestOptions<S>): Promise<Result<S>> {
  const response = await sendAdminRequest(path, options);
  const schema = options.schema;
  if (!schema) return undefined as Result<S>;
  const parsed = schema.safeParse(await response.json());
  if (!parsed.success) throw new ApiError(response.status, 'BAD_RESPONSE', '服务返回的数据有误，请稍后再试');
  return parsed.data as Result<S>;
}

/** A query string of the given values, leaving out empty ones. */
export function queryString(values: Record<string, string | number | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
