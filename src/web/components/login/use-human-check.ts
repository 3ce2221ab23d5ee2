import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/client.ts';

const HUMAN_CHECK_FAILED = '安全验证未完成，请重新获取验证码';

/**
 * The human check the server asks for before another code (decision 026): `solve()` passes it and gives the solution
 * to send, or null when the person closed it. `checking` says who is at it meanwhile: the browser alone, or the person.
 */
export function useHumanCheck() {
  const [checking, setChecking] = useState<false | 'browser' | 'person'>(false);
  const abortCheck = useRef<AbortController | null>(null);
  useEffect(() => () => abortCheck.current?.abort(), []);

  const solve = async (): Promise<string | null> => {
    abortCheck.current?.abort();
    const controller = new AbortController();
    abortCheck.current = controller;
    setChecking('browser');
    try {
      const { passHumanCheck } = await import('./human-check/pass-human-check.ts');
      const { solution } = await passHumanCheck(controller.signal, (provider) =>
        setChecking(provider === 'tencent' ? 'person' : 'browser'),
      );
      return solution;
    } catch (error) {
      throw error instanceof ApiError ? error : new ApiError(0, 'HUMAN_CHECK_INVALID', HUMAN_CHECK_FAILED, 'phone');
    } finally {
      setChecking(false);
    }
  };

  return { checking, solve };
}
