import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for Tencent's TCaptcha.js on an origin of its own (127.0.0.1, another port), shaped like the real one:
 * `new TencentCaptcha(appId, callback, options).show()` puts the challenge in a frame from the script's origin above
 * the page, and the callback gets `{ret: 0, ticket, randstr}` when the person passes or `{ret: 2, ticket: null}` when
 * they close it. The frame has two buttons, 完成验证 and 关闭, for the test to press. The page's CSP must allow this
 * origin as script-src and frame-src, as it allows Tencent's in production.
 */
export type FakeTencentCaptchaWidget = {
  scriptUrl: string;
  /** Paths the browser asked for, in order. */
  requested: string[];
  close: () => Promise<void>;
};

const SCRIPT = (origin: string) => `
window.TencentCaptcha = class TencentCaptcha {
  constructor(appId, callback, options) {
    this.appId = appId;
    this.callback = callback;
    this.onMessage = (event) => {
      if (event.origin !== ${JSON.stringify(origin)}) return;
      this.destroy();
      this.callback(Object.assign({ appid: this.appId }, event.data));
    };
  }
  show() {
    this.overlay = document.createElement('div');
    this.overlay.setAttribute('style', 'position:fixed;inset:0;z-index:9999;display:flex;align-items:center;justify-content:center;background:rgba(0,0,0,.45)');
    const frame = document.createElement('iframe');
    frame.title = '腾讯云验证码';
    frame.src = ${JSON.stringify(`${origin}/captcha.html`)} + '?aid=' + encodeURIComponent(this.appId);
    frame.setAttribute('style', 'width:300px;height:200px;border:0;border-radius:8px;background:#fff');
    this.overlay.append(frame);
    window.addEventListener('message', this.onMessage);
    document.body.append(this.overlay);
  }
  destroy() {
    window.removeEventListener('message', this.onMessage);
    this.overlay?.remove();
  }
};
`;

const FRAME = `<!doctype html><meta charset="utf-8"><title>腾讯云验证码</title>
<p>拖动滑块完成拼图</p>
<button id="pass">完成验证</button> <button id="close">关闭</button>
<script>
  const answer = (result) => parent.postMessage(result, '*');
  document.getElementById('pass').onclick = () => answer({ ret: 0, ticket: 't-' + Math.random().toString(36).slice(2), randstr: 'r' });
  document.getElementById('close').onclick = () => answer({ ret: 2, ticket: null });
</script>`;

export async function startFakeTencentCaptchaWidget(): Promise<FakeTencentCaptchaWidget> {
  const requested: string[] = [];
  let origin = '';
  const server = http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', origin).pathname;
    requested.push(path);
    if (path === '/TCaptcha.js') response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(SCRIPT(origin));
    else if (path === '/captcha.html') response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(FRAME);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    scriptUrl: `${origin}/TCaptcha.js`,
    requested,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
