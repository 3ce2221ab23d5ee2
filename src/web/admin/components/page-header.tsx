import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

/** A page's title line: its name, an optional note, and actions on the right. */
export function PageHeader({ title, subTitle, extra }: { title: ReactNode; subTitle?: ReactNode; extra?: ReactNode }) {
  return (
    <Flex align="center" justify="space-between" gap={16} style={{ marginBottom: 16 }}>
      <div>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {subTitle && <Typography.Text type="secondary">{subTitle}</Typography.Text>}
      </div>
      {extra}
    </Flex>
  );
}
