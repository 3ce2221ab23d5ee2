// Stands in for rc-util's ReactDOM.render helpers, which antd-mobile 5 bundles as its default renderer for Toast and
// Dialog (React ≤ 18). setup.ts replaces that renderer with createRoot before any page renders, so the default is dead
// code — 3.2 kB gzip of CommonJS and regenerator helpers on every phone page. vite.config.ts points the import here;
// reaching it means setup.ts no longer sets the renderer, and that should fail loudly (decision 020).
const notSet = () => {
  throw new Error('antd-mobile rendered through its React 18 default: call unstableSetRender (phone/setup.ts) first');
};

export const render = notSet;
export const unmount = notSet;
