import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { StatusPage } from '../components/status-page/status-page.tsx';
import { PageLoading } from './page-loading.tsx';
import { shouldReloadForNewRelease } from './reload-for-new-release.ts';

/** 页面加载失败 with a way to reload: a page's code that could not be loaded, or a page that failed to render. */
export function PageLoadFailed({ detail }: { detail?: string | null }) {
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

/**
 * The error page of all three route sets. A page whose code is gone (a release was deployed while this page was
 * open, so the chunk it asks for has a new name) reloads once at the address it was going to, query and hash kept,
 * and gets the new release; if that did not help, or the page failed for another reason, it says so with 重新加载.
 */
export function RouteError() {
  const error = useRouteError();
  const reloading = shouldReloadForNewRelease(error);
  useEffect(() => {
    if (reloading) window.location.reload();
  }, [reloading]);
  if (reloading) return <PageLoading />;
  return <PageLoadFailed detail={isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null} />;
}
