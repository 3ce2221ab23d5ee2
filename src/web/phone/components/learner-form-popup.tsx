import { Button, Input, Popup, Selector } from 'antd-mobile';
import { useState } from 'react';
import { grades, type Grade } from '../../../contract/accounts.ts';
import styles from './learner-form-popup.module.css';

export type LearnerFormValue = { name: string; grade: Grade };

type Props = {
  title: string;
  /** 孩子姓名 for a parent's child; a student names themself. */
  nameLabel?: string;
  initial?: { name: string; grade: Grade | null };
  visible: boolean;
  submitting: boolean;
  error: string | null;
  onClose: () => void;
  onSubmit: (value: LearnerFormValue) => void;
};

/** A bottom sheet to enter a learner's name and grade. */
export function LearnerFormPopup({ title, nameLabel = '孩子姓名', initial, visible, submitting, error, onClose, onSubmit }: Props) {
  const [name, setName] = useState(initial?.name ?? '');
  const [grade, setGrade] = useState<Grade | null>(initial?.grade ?? null);
  const [localError, setLocalError] = useState<string | null>(null);

  const submit = () => {
    const trimmed = name.trim();
    if (trimmed.length < 1 || trimmed.length > 20) return setLocalError('请填写 1–20 个字的姓名');
    if (!grade) return setLocalError('请选择年级');
    setLocalError(null);
    onSubmit({ name: trimmed, grade });
  };

  return (
    <Popup visible={visible} onMaskClick={onClose} bodyStyle={{ borderTopLeftRadius: 16, borderTopRightRadius: 16 }} destroyOnClose>
      <div className={styles.sheet} role="dialog" aria-label={title}>
        <h2 className={styles.title}>{title}</h2>
        <label className={styles.label} htmlFor="learner-name">
          {nameLabel}
        </label>
        <Input
          id="learner-name"
          className={styles.input}
          placeholder="例如：王小明"
          maxLength={20}
          value={name}
          onChange={setName}
          clearable
        />
        <p className={styles.label}>年级</p>
        <Selector
          columns={4}
          options={grades.map((value) => ({ label: value, value }))}
          value={grade ? [grade] : []}
          onChange={(values) => setGrade(grades.find((value) => value === values[0]) ?? null)}
        />
        {(localError ?? error) && (
          <p className={styles.error} role="alert">
            {localError ?? error}
          </p>
        )}
        <div className={styles.actions}>
          <Button block onClick={onClose}>
            取消
          </Button>
          <Button block color="primary" loading={submitting} onClick={submit}>
            保存
          </Button>
        </div>
      </div>
    </Popup>
  );
}
