import { isRouteErrorResponse, useRouteError } from 'react-router';
import { StatusPage } from '../components/status-page/status-page.tsx';

/** Shown when a page fails to load or render (a new release replaced its chunk, the network dropped). */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <StatusPage
      icon="!"
      title="页面加载失败"
      actions={
        <button type="button" onClick={() => window.location.reload()}>
          重新加载
        </button>
      }
    >
      网络可能不太稳定，请重新加载页面。{detail && <small> ({detail})</small>}
    </StatusPage>
  );
}
