import { unstableSetRender } from 'antd-mobile';
import { createRoot } from 'react-dom/client';

/**
 * antd-mobile's imperative APIs (Toast, Dialog) render through React 17's legacy render,
 * which React 19 removed; this hands them a React 19 root instead.
 */
unstableSetRender((node, container) => {
  const root = createRoot(container);
  root.render(node);
  return async () => {
    await Promise.resolve();
    root.unmount();
  };
});
