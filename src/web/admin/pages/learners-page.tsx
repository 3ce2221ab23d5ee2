import { Button, Card, Empty, Form, Input } from 'antd';
import { useSearchParams } from 'react-router';
import { useLearnerSearch } from '../../api/admin/learners.ts';
import { ApiError } from '../../api/client.ts';
import { LoadError } from '../components/load-error.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { AccountView } from './learners/account-view.tsx';

/** 学员: look an account up by phone; its learners with their service, its orders, the audited phone reveal, 延长服务. */
export function LearnersPage() {
  const [params, setParams] = useSearchParams();
  const phone = params.get('phone');
  const learnerId = params.get('learner');
  const search = useLearnerSearch(phone);
  const [form] = Form.useForm<{ phone: string }>();

  const phoneError = search.error instanceof ApiError && search.error.status === 400 ? search.error.message : null;

  return (
    <>
      <PageHeader title="学员" subTitle="输入家长或学生的手机号查找账号、学员、服务期和订单" />
      <Card style={{ marginBottom: 16 }}>
        <Form
          form={form}
          layout="inline"
          initialValues={{ phone: phone ?? '' }}
          onFinish={({ phone: typed }) => setParams({ phone: typed.trim() })}
        >
          <Form.Item
            name="phone"
            label="手机号"
            rules={[{ required: true, whitespace: true, message: '请输入手机号' }]}
            {...(phoneError ? { validateStatus: 'error', help: phoneError } : {})}
          >
            <Input allowClear placeholder="11 位手机号" style={{ width: 220 }} />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" loading={search.isFetching}>
              查找
            </Button>
          </Form.Item>
        </Form>
      </Card>
      {phone === null ? (
        <Card>
          <Empty description="输入手机号开始查找" />
        </Card>
      ) : search.isError && !phoneError ? (
        <Card>
          <LoadError error={search.error} onRetry={() => void search.refetch()} />
        </Card>
      ) : search.data && search.data.account === null ? (
        <Card>
          <Empty description="没有这个手机号的账号" />
        </Card>
      ) : search.data?.account ? (
        <AccountView
          account={search.data.account}
          learners={search.data.learners}
          selected={learnerId ?? search.data.learners[0]?.id ?? null}
          onSelect={(id) => setParams({ phone: phone, learner: id }, { preventScrollReset: true })}
        />
      ) : (
        <Card loading />
      )}
    </>
  );
}
