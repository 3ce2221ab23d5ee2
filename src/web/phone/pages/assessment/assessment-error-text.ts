import { ApiError } from '../../../api/client.ts';

/** What a toast says when starting or submitting the assessment fails: the server's words, or a network problem. */
export const assessmentErrorText = (error: unknown) => (error instanceof ApiError ? error.message : '网络异常，请稍后再试');
