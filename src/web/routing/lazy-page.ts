import type { ComponentType } from 'react';

/** A React Router `lazy` for a page module with named exports: each page is its own chunk. */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}
