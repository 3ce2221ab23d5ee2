import { useState } from 'react';
import { grades, type Grade, type Me, type Role } from '../../../contract/accounts.ts';
import { ApiError } from '../../api/client.ts';
import { useUpdateMe } from '../../api/me/update-me.ts';
import styles from './login.module.css';

const choices: { role: Role; title: string; description: string }[] = [
  { role: 'student', title: '我是学生', description: '为自己购买和使用AI伴学服务' },
  { role: 'parent', title: '我是家长', description: '为孩子购买服务，查看学习报告' },
];

/**
 * After the first login: student or parent (a student may give a nickname and grade at once). Saving updates the
 * account everywhere it is shown; `onDone` is for a page that has more to do.
 */
export function RoleChoice({ onDone }: { onDone?: (me: Me) => void }) {
  const [role, setRole] = useState<Role | null>(null);
  const [nickname, setNickname] = useState('');
  const [grade, setGrade] = useState<Grade | ''>('');
  const [error, setError] = useState<string | null>(null);
  const updateMe = useUpdateMe();

  const submit = async () => {
    if (!role) {
      setError('请选择你的身份');
      return;
    }
    try {
      const me = await updateMe.mutateAsync({
        role,
        ...(role === 'student' && nickname.trim() ? { nickname: nickname.trim() } : {}),
        ...(role === 'student' && grade ? { grade } : {}),
      });
      onDone?.(me);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : '保存失败，请稍后再试');
    }
  };

  return (
    <div className={styles.form} role="group" aria-labelledby="role-title">
      <h2 id="role-title" className={styles.stepTitle}>
        你是谁？
      </h2>
      <p className={styles.hint}>选择身份后，我们会为你展示合适的内容</p>
      <div className={styles.roles}>
        {choices.map((choice) => (
          <button
            key={choice.role}
            type="button"
            className={role === choice.role ? styles.roleActive : styles.role}
            aria-pressed={role === choice.role}
            onClick={() => {
              setRole(choice.role);
              setError(null);
            }}
          >
            <strong>{choice.title}</strong>
            <span>{choice.description}</span>
          </button>
        ))}
      </div>
      {role === 'student' && (
        <div className={styles.studentFields}>
          <label className={styles.label} htmlFor="role-nickname">
            称呼（选填）
          </label>
          <div className={styles.inputRow}>
            <input
              id="role-nickname"
              maxLength={20}
              placeholder="例如：小明"
              value={nickname}
              onChange={(e) => setNickname(e.target.value)}
            />
          </div>
          <label className={styles.label} htmlFor="role-grade">
            年级（选填）
          </label>
          <div className={styles.inputRow}>
            <select id="role-grade" value={grade} onChange={(e) => setGrade(grades.find((g) => g === e.target.value) ?? '')}>
              <option value="">请选择年级</option>
              {grades.map((g) => (
                <option key={g} value={g}>
                  {g}
                </option>
              ))}
            </select>
          </div>
        </div>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <button type="button" className={styles.submit} onClick={submit} disabled={updateMe.isPending}>
        {updateMe.isPending ? '保存中…' : '继续'}
      </button>
    </div>
  );
}
