import { errorEnvelopeSchema } from '../../contract/errors.ts';
import type { z } from '../../contract/schema.ts';
import { clearSession, userTokenStore } from '../stores/session.ts';

/** An API error as the server put it: status, catalogue code, Chinese message and the field it concerns. */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    /** From a 429's Retry-After header: how long the server asks the client to wait. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** Retry-After as delta-seconds or an HTTP date (RFC 9110 §10.2.3); anything else is ignored. */
function retryAfterOf(response: Response): number | undefined {
  const value = response.headers.get('Retry-After')?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

const NETWORK_MESSAGE = '网络连接失败，请检查网络后重试';

type Listener = () => void;

type RequestOptions<S extends z.ZodMiniType | undefined> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON body; a Blob (an uploaded image) is sent raw with its own type. */
  body?: unknown;
  /** The contract schema of the success body; omit for 204 responses. */
  schema: S;
  headers?: Record<string, string>;
};

type Result<S> = S extends z.ZodMiniType ? z.infer<S> : undefined;

async function readError(response: Response): Promise<ApiError> {
  try {
    const parsed = errorEnvelopeSchema.safeParse(await response.json());
    if (parsed.success) {
      const { code, message, field } = parsed.data.error;
      return new ApiError(response.status, code, message, field, retryAfterOf(response));
    }
  } catch {
    // Not JSON: a proxy's error page. Fall through to a generic message.
  }
  return new ApiError(response.status, response.status >= 500 ? 'INTERNAL_ERROR' : 'UNKNOWN', '服务暂时不可用，请稍后再试');
}

function encodeBody(body: unknown, headers: Record<string, string>): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof Blob) {
    headers['Content-Type'] = body.type || 'application/octet-stream';
    return body;
  }
  headers['Content-Type'] = 'application/json';
  return JSON.stringify(body);
}

/**
 * A client of our API for one kind of session: the customer's (`userToken`) or the operator's (`adminToken`). It
 * sends that session's token, turns failures into ApiError, and on a 401 ends that session only and tells the
 * listeners (the site decides where a 401 leads: its login page).
 */
export function createApiClient({ token, endSession }: { token: () => string | null; endSession: () => void }) {
  const unauthorizedListeners = new Set<Listener>();

  /** Answers the successful response unread (streams read the body themselves); a failure becomes an ApiError. */
  async function send(path: string, options: Omit<RequestOptions<undefined>, 'schema'> & { signal?: AbortSignal }): Promise<Response> {
    const sent = token();
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    if (sent) headers.Authorization = `Bearer ${sent}`;
    const body = encodeBody(options.body, headers);

    let response: Response;
    try {
      response = await fetch(path, { method: options.method ?? 'GET', headers, body, signal: options.signal });
    } catch (caught) {
      if (options.signal?.aborted) throw caught;
      throw new ApiError(0, 'NETWORK_ERROR', NETWORK_MESSAGE);
    }

    if (!response.ok) {
      const error = await readError(response);
      if (response.status === 401 && sent) {
        endSession();
        for (const listener of unauthorizedListeners) listener();
      }
      throw error;
    }
    return response;
  }

  /** Parses the answer with its contract schema, throws ApiError otherwise. */
  async function request<S extends z.ZodMiniType | undefined>(path: string, options: RequestOptions<S>): Promise<Result<S>> {
    const response = await send(path, options);
    const schema = options.schema;
    if (!schema) return undefined as Result<S>;
    const parsed = schema.safeParse(await response.json());
    if (!parsed.success) throw new ApiError(response.status, 'BAD_RESPONSE', '服务返回的数据有误，请稍后再试');
    return parsed.data as Result<S>;
  }

  function onUnauthorized(listener: Listener): () => void {
    unauthorizedListeners.add(listener);
    return () => unauthorizedListeners.delete(listener);
  }

  return { send, request, onUnauthorized };
}

const customerClient = createApiClient({ token: () => userTokenStore.get(), endSession: clearSession });

/** Sends a request with the customer's session token; a 401 ends the session (all four stores). */
export const sendApiRequest = customerClient.send;
/** Calls our API with the customer's session token and parses the answer with its contract schema. */
export const apiRequest = customerClient.request;
/** The site decides where a 401 leads (its login page); the client has already cleared the session by then. */
export const onUnauthorized = customerClient.onUnauthorized;

/**
 * Every query's retry (the query client's default): a 4xx answer (not found, no service, not allowed, invalid) will
 * not change by asking again; a network or server error may, once.
 */
export function retryUnlessClientError(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}
