import { Button, Result } from 'antd';

/** A failed load, said in Chinese with the server's message, and 重试. */
export function LoadError({ error, onRetry, title = '加载失败' }: { error: Error; onRetry: () => void; title?: string }) {
  return (
    <Result
      status="error"
      title={title}
      subTitle={error.message}
      extra={
        <Button type="primary" onClick={onRetry}>
          重试
        </Button>
      }
    />
  );
}
