import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { Link, useOutletContext } from 'react-router';
import type { OperatorMe, OperatorRole } from '../../../contract/admin.ts';

/** The operator the layout loaded (its outlet context). */
export const useOperator = () => useOutletContext<OperatorMe>();

/** Pages for some roles only: others see 无权访问 (the server refuses them anyway). */
export function RequireRole({ roles, children }: { roles: OperatorRole[]; children: ReactNode }) {
  const operator = useOperator();
  if (roles.includes(operator.role)) return children;
  return (
    <Result
      status="403"
      title="无权访问"
      subTitle="这个页面只对管理员开放。"
      extra={
        <Link to="/admin/orders">
          <Button type="primary">去订单</Button>
        </Link>
      }
    />
  );
}
