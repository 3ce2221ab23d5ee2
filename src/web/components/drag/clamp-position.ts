export type Point = { left: number; top: number };
export type Size = { width: number; height: number };

/**
 * Keeps an element of `size` inside a window of `viewport`: left and top never below 0 and never beyond the
 * window size minus the element size. An element larger than the window is pinned to the top-left corner.
 */
export function clampPosition(position: Point, size: Size, viewport: Size): Point {
  const maxLeft = Math.max(0, viewport.width - size.width);
  const maxTop = Math.max(0, viewport.height - size.height);
  return {
    left: Math.min(Math.max(0, position.left), maxLeft),
    top: Math.min(Math.max(0, position.top), maxTop),
  };
}
