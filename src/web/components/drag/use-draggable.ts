import {
  type MouseEvent as ReactMouseEvent,
  type PointerEvent as ReactPointerEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { clampPosition, type Point } from './clamp-position.ts';

const DRAG_THRESHOLD_PX = 4;
/** How long after a pointer release the browser's own click for it may still arrive (and is then ignored). */
const CLICK_AFTER_RELEASE_MS = 1000;

function viewport() {
  return { width: window.innerWidth, height: window.innerHeight };
}

/**
 * Drag with mouse or finger (pointer events), always kept inside the window, also after a resize.
 * `onPress` runs for a press that did not move far enough to be a drag. It runs on the pointer's release, not on
 * the click the browser derives from it: a touch browser may swallow that click (its gesture recogniser can
 * still be busy with the drag before), and a tap must never be lost. The derived click is then ignored; a click
 * with no pointer behind it (keyboard, assistive technology) presses too.
 */
export function useDraggable<T extends HTMLElement>(initial: () => Point, onPress: () => void) {
  const ref = useRef<T>(null);
  const [position, setPosition] = useState<Point>(initial);
  const drag = useRef<{ pointerId: number; dx: number; dy: number; startX: number; startY: number } | null>(null);
  const moved = useRef(false);
  const ignoreClickUntil = useRef(0);

  const clampToWindow = useCallback((point: Point) => {
    const element = ref.current;
    if (!element) return point;
    return clampPosition(point, { width: element.offsetWidth, height: element.offsetHeight }, viewport());
  }, []);

  useEffect(() => {
    const onResize = () => setPosition((current) => clampToWindow(current));
    onResize();
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [clampToWindow]);

  const onPointerDown = (event: ReactPointerEvent<T>) => {
    if (event.button !== 0) return;
    const rect = event.currentTarget.getBoundingClientRect();
    drag.current = {
      pointerId: event.pointerId,
      dx: event.clientX - rect.left,
      dy: event.clientY - rect.top,
      startX: event.clientX,
      startY: event.clientY,
    };
    moved.current = false;
    event.currentTarget.setPointerCapture(event.pointerId);
  };

  const onPointerMove = (event: ReactPointerEvent<T>) => {
    const state = drag.current;
    if (!state || state.pointerId !== event.pointerId) return;
    if (Math.hypot(event.clientX - state.startX, event.clientY - state.startY) >= DRAG_THRESHOLD_PX) moved.current = true;
    if (!moved.current) return;
    setPosition(clampToWindow({ left: event.clientX - state.dx, top: event.clientY - state.dy }));
  };

  const onPointerUp = (event: ReactPointerEvent<T>) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    drag.current = null;
    ignoreClickUntil.current = event.timeStamp + CLICK_AFTER_RELEASE_MS;
    if (!moved.current) onPress();
  };

  const onPointerCancel = (event: ReactPointerEvent<T>) => {
    if (drag.current?.pointerId === event.pointerId) drag.current = null;
  };

  const onClick = (event: ReactMouseEvent<T>) => {
    // detail 0: a click with no pointer behind it (Enter, Space, a screen reader), never one derived from a release.
    if (event.detail !== 0 && event.timeStamp < ignoreClickUntil.current) {
      ignoreClickUntil.current = 0;
      return;
    }
    onPress();
  };

  return {
    ref,
    position,
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel, onClick },
  };
}
