import type { Notification } from '../../../../contract/companion.ts';
import { useNotifications } from '../../../api/companion/get-notifications.ts';
import { useMarkNotificationsRead } from '../../../api/companion/mark-notifications-read.ts';
import { useReminderSettings, useSaveReminderSettings } from '../../../api/companion/reminder-settings.ts';
import { useMe } from '../../../api/me/get-me.ts';
import { CompanionEmpty } from '../../../components/companion/companion-states.tsx';
import ui from '../../../components/companion/companion-ui.module.css';
import { NotificationList } from '../../../components/companion/notifications/notification-list.tsx';
import { useSpace } from '../space-context.tsx';
import { messageOf, SpaceGate } from '../space-gate.tsx';
import { BackButton } from './back-button.tsx';
import space from './space-ui.module.css';
import styles from './reminders-view.module.css';

/** 督学提醒: the account's morning and evening reminders, all read at once, and the SMS opt-in. */
export function RemindersView() {
  const { paths } = useSpace();
  const notifications = useNotifications();
  const markRead = useMarkNotificationsRead();
  const open = (notification: Notification) => {
    if (!notification.read) markRead.mutate({ ids: [notification.id] });
  };

  return (
    <div className={`${space.stack} ${styles.reminders}`}>
      <BackButton fallback={paths.study} label="返回今日学习" />
      <header className={space.head}>
        <div>
          <h1 className={space.title}>督学提醒</h1>
          <p className={space.subtitle}>每天早上提醒当天的任务；晚上还没学完，会再提醒一次</p>
        </div>
        {(notifications.data?.unread ?? 0) > 0 && (
          <button type="button" className={ui.buttonGhost} onClick={() => markRead.mutate({ all: true })} disabled={markRead.isPending}>
            全部已读
          </button>
        )}
      </header>
      <SmsOptIn />
      <SpaceGate query={notifications}>
        {(data) =>
          data.notifications.length === 0 ? (
            <CompanionEmpty title="还没有提醒" description="有学习计划后，每天早上会收到当天任务的提醒。" />
          ) : (
            <NotificationList notifications={data.notifications} onOpen={open} />
          )
        }
      </SpaceGate>
    </div>
  );
}

function SmsOptIn() {
  const me = useMe();
  const settings = useReminderSettings();
  const save = useSaveReminderSettings();
  const on = save.isPending ? (save.variables.sms ?? false) : (settings.data?.sms ?? false);
  return (
    <section className={`${space.card} ${styles.sms}`} aria-labelledby="sms-title">
      <div>
        <h2 id="sms-title" className={styles.smsTitle}>
          短信提醒
        </h2>
        <p className={space.note}>开启后，督学提醒也会以短信发送到 {me.data?.phone ?? '账号手机'}</p>
        {save.isError && (
          <p className={ui.alert} role="alert">
            {messageOf(save.error, '设置没能保存，请稍后再试')}
          </p>
        )}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby="sms-title"
        className={styles.switch}
        disabled={save.isPending || settings.isPending}
        onClick={() => save.mutate({ sms: !on })}
      >
        <span className={styles.knob} aria-hidden="true" />
      </button>
    </section>
  );
}
