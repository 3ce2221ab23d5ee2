/** What shows for the moment the first page's code is loading: the brand colour, no layout jump. */
export function PageLoading() {
  return <div role="progressbar" aria-label="页面加载中" style={{ minHeight: '100vh' }} />;
}
