import { Link, useLocation } from 'react-router';
import { QrCode } from '../qr-code.tsx';
import { StatusPage } from './status-page.tsx';

/** A link of the phone route set opened on a PC or pad: continue on the phone by scanning this very URL. */
export function ContinueOnPhonePage() {
  const { pathname, search, hash } = useLocation();
  const url = `${window.location.origin}${pathname}${search}${hash}`;
  return (
    <StatusPage title="请在手机上继续" actions={<Link to="/home">浏览官网首页</Link>}>
      <p>这个页面是为手机设计的。请用手机微信或浏览器扫描下方二维码，在手机上继续操作。</p>
      <QrCode value={url} label="当前页面的二维码" />
      <p data-testid="continue-url" style={{ wordBreak: 'break-all', fontSize: 13 }}>
        {url}
      </p>
    </StatusPage>
  );
}

/** A page of the desktop/pad route set opened on a phone. */
export function ContinueOnLargeScreenPage() {
  const { pathname } = useLocation();
  return (
    <StatusPage title="请在电脑或平板上打开" actions={<Link to="/mobile/student/home">查看AI伴学服务</Link>}>
      <p>这个页面是为平板和教室大屏设计的，请在电脑或平板的浏览器中打开：</p>
      <p style={{ wordBreak: 'break-all', fontWeight: 600 }}>{`${window.location.origin}${pathname}`}</p>
    </StatusPage>
  );
}
