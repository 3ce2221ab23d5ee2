import { type PointerEvent as ReactPointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import { clampPosition, type Point } from './clamp-position.ts';

const DRAG_THRESHOLD_PX = 4;

function viewport() {
  return { width: window.innerWidth, height: window.innerHeight };
}

/**
 * Drag with mouse or finger (pointer events), always kept inside the window, also after a resize.
 * `wasDragged()` tells a click handler whether the pointer moved far enough to be a drag rather than a tap.
 */
export function useDraggable<T extends HTMLElement>(initial: () => Point) {
  const ref = useRef<T>(null);
  const [position, setPosition] = useState<Point>(initial);
  const drag = useRef<{ pointerId: number; dx: number; dy: number; startX: number; startY: number } | null>(null);
  const moved = useRef(false);

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

  const onPointerEnd = (event: ReactPointerEvent<T>) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    drag.current = null;
  };

  return {
    ref,
    position,
    wasDragged: () => moved.current,
    handlers: { onPointerDown, onPointerMove, onPointerUp: onPointerEnd, onPointerCancel: onPointerEnd },
  };
}
