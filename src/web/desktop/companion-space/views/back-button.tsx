import { useLocation, useNavigate } from 'react-router';
import { ChevronIcon } from '../../../components/companion/companion-icons.tsx';
import space from './space-ui.module.css';

/** Back to where the learner came from inside the space; opened from a link or a reload, to `fallback`. */
export function BackButton({ fallback, label = '返回' }: { fallback: string; label?: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  // The first page of this tab has the key 'default': going back from it would leave the space.
  const canGoBack = location.key !== 'default';
  return (
    <button type="button" className={space.back} onClick={() => (canGoBack ? navigate(-1) : navigate(fallback))}>
      <ChevronIcon /> {label}
    </button>
  );
}
