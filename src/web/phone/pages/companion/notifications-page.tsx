import { Button, Switch, Toast } from 'antd-mobile';
import { useNavigate } from 'react-router';
import type { Notification } from '../../../../contract/companion.ts';
import { ApiError } from '../../../api/client.ts';
import { useNotifications } from '../../../api/companion/get-notifications.ts';
import { useMarkNotificationsRead } from '../../../api/companion/mark-notifications-read.ts';
import { useReminderSettings, useSaveReminderSettings } from '../../../api/companion/reminder-settings.ts';
import { useMe } from '../../../api/me/get-me.ts';
import { CompanionEmpty, CompanionError, CompanionLoading } from '../../../components/companion/companion-states.tsx';
import { NotificationList } from '../../../components/companion/notifications/notification-list.tsx';
import { phoneCompanionPaths as paths } from './phone-companion-paths.ts';
import styles from './notifications-page.module.css';

/** 督学提醒 (style 4): the account's reminders (tap to read, all read at once) and the SMS opt-in. */
export function NotificationsPage() {
  const notifications = useNotifications();
  const markRead = useMarkNotificationsRead();
  const navigate = useNavigate();

  const open = (notification: Notification) => {
    if (!notification.read) markRead.mutate({ ids: [notification.id] });
  };

  let list;
  if (notifications.data) {
    const { notifications: items, unread } = notifications.data;
    list =
      items.length === 0 ? (
        <CompanionEmpty
          title="还没有提醒"
          description="有学习计划后，每天早上会提醒当天的任务；到了晚上还没完成，也会再提醒一次。"
          action={
            <Button color="primary" shape="rounded" onClick={() => navigate(paths.study)}>
              去今日学习
            </Button>
          }
        />
      ) : (
        <>
          <div className={styles.listHead}>
            <h2>全部提醒{unread > 0 && <span className={styles.unread}>{unread} 条未读</span>}</h2>
            {unread > 0 && (
              <button type="button" className={styles.readAll} onClick={() => markRead.mutate({ all: true })} disabled={markRead.isPending}>
                全部已读
              </button>
            )}
          </div>
          <NotificationList notifications={items} onOpen={open} />
          <Button block fill="none" className={styles.study} onClick={() => navigate(paths.study)}>
            去今日学习
          </Button>
        </>
      );
  } else if (notifications.isError) {
    list = (
      <CompanionError
        message={notifications.error instanceof ApiError ? notifications.error.message : '请检查网络后重试'}
        onRetry={() => void notifications.refetch()}
      />
    );
  } else list = <CompanionLoading />;

  return (
    <div className={styles.page}>
      <SmsOptIn />
      {list}
    </div>
  );
}

function SmsOptIn() {
  const me = useMe();
  const settings = useReminderSettings();
  const save = useSaveReminderSettings();
  const checked = save.isPending ? (save.variables.sms ?? false) : (settings.data?.sms ?? false);

  const change = (sms: boolean) =>
    save.mutate(
      { sms },
      {
        onSuccess: () => Toast.show({ content: sms ? '已开启短信提醒' : '已关闭短信提醒' }),
        onError: (caught) => Toast.show({ content: caught instanceof ApiError ? caught.message : '设置没能保存，请稍后再试' }),
      },
    );

  return (
    <section className={styles.sms} aria-labelledby="sms-title">
      <div>
        <h2 id="sms-title">短信提醒</h2>
        <p>开启后，督学提醒也会以短信发送到 {me.data?.phone ?? '你的手机'}</p>
      </div>
      <Switch
        checked={checked}
        loading={save.isPending || settings.isPending}
        onChange={change}
        aria-label="短信提醒"
        style={{ '--checked-color': 'var(--brand)' }}
      />
    </section>
  );
}
