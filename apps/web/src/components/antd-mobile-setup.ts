import { unstableSetRender } from 'antd-mobile';
import { createRoot } from 'react-dom/client';

/**
 * antd-mobile's imperative APIs (Toast, Dialog) otherwise choose between React 17's legacy
 * render and a root by the version number React reports; this hands them a root directly,
 * whatever preact/compat reports.
 */
unstableSetRender((node, container) => {
  const root = createRoot(container);
  root.render(node);
  return async () => {
    await Promise.resolve();
    root.unmount();
  };
});
