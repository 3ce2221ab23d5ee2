import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Me } from '../../../contract/accounts.ts';
import { safeRedirect } from './safe-redirect.ts';

/** After login: choose a role first if there is none, then back to the page that sent the user here. */
export function useLoginFlow(defaultPath: string) {
  const [step, setStep] = useState<'login' | 'role'>('login');
  const navigate = useNavigate();
  const { search } = useLocation();
  const finish = () => navigate(safeRedirect(search) ?? defaultPath, { replace: true });
  const onLoggedIn = (me: Me) => (me.role === null ? setStep('role') : finish());
  return { step, onLoggedIn, onRoleChosen: finish };
}
