import type { FormInstance } from 'antd';
import { useRef, useState } from 'react';

/**
 * One submission of a form at a time. antd turns a button's loading on only once async validation has passed and
 * the request is made, so a second click in between validated and sent again: a second create, refused as a
 * duplicate, whose error replaced the first one's answer. `submit` (the button) does nothing while a submission
 * validates or is in flight; `onFinish` sends at most one at a time, whatever started it; `send` calls `done` when
 * its request settles (a failed validation ends the submission by itself).
 */
export function useSingleSubmit<V>(form: FormInstance<V>, send: (values: V, done: () => void) => void) {
  const started = useRef(false);
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);
  const done = () => {
    started.current = false;
    sending.current = false;
    setBusy(false);
  };
  return {
    busy,
    submit: () => {
      if (started.current) return;
      started.current = true;
      setBusy(true);
      form.submit();
    },
    onFinish: (values: V) => {
      if (sending.current) return;
      started.current = true;
      sending.current = true;
      setBusy(true);
      send(values, done);
    },
    onFinishFailed: () => {
      if (!sending.current) done();
    },
  };
}
