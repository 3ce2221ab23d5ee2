import type { Notification } from '../../../../contract/companion.ts';

/** The reminders about one learner (and those about the whole account): a parent's child sees only their own. */
export const remindersOf = (notifications: Notification[], learnerId: string): Notification[] =>
  notifications.filter((notification) => notification.learnerId === null || notification.learnerId === learnerId);
