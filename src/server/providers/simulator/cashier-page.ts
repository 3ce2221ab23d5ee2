/** HTML-escapes text for the simulator's pages. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * Where the cashier may send the buyer's browser: `url` made absolute when it is on the merchant's own site, the
 * origin the simulator is reached on (PUBLIC_BASE_URL's); undefined otherwise, which would make the cashier an open
 * redirect.
 */
export function ownSiteUrl(url: string, publicUrl: string): string | undefined {
  const origin = new URL(publicUrl).origin;
  const target = URL.canParse(url, origin) ? new URL(url, origin) : undefined;
  return target?.origin === origin ? target.toString() : undefined;
}

export type CashierPage = {
  provider: '微信支付' | '支付宝';
  description: string;
  amountFen: number;
  outTradeNo: string;
  /** Where both buttons post; the form carries `hidden` and `action=pay|cancel`. */
  formAction: string;
  hidden: Record<string, string>;
  /** Shown instead of the buttons when the transaction can no longer be paid. */
  notice?: string;
};

const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

/** The simulators' cashier: clearly marked 模拟支付, with 确认支付 and 取消支付. Plain HTML, no script. */
export function renderCashierPage(page: CashierPage): string {
  const accent = page.provider === '微信支付' ? '#07c160' : '#1677ff';
  const fields = Object.entries(page.hidden)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const actions = page.notice
    ? `<p class="notice">${escapeHtml(page.notice)}</p>`
    : `<form method="post" action="${escapeHtml(page.formAction)}">${fields}
        <button class="pay" name="action" value="pay">确认支付</button>
        <button class="cancel" name="action" value="cancel">取消支付</button>
      </form>`;
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>模拟支付 - ${escapeHtml(page.provider)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"PingFang SC","Noto Sans CJK SC",sans-serif;background:#f5f5f5;color:#222}
.banner{background:#fff3cd;color:#7a5b00;text-align:center;padding:8px;font-size:13px}
main{max-width:420px;margin:0 auto;padding:24px 16px}
.card{background:#fff;border-radius:12px;padding:24px 20px;text-align:center;box-shadow:0 2px 10px rgba(0,0,0,.05)}
.provider{color:${accent};font-weight:600;font-size:18px}
.amount{font-size:36px;font-weight:700;margin:16px 0 4px}
.meta{color:#888;font-size:13px;word-break:break-all}
form{display:flex;flex-direction:column;gap:12px;margin-top:24px}
button{font-size:17px;padding:12px;border-radius:8px;border:0;cursor:pointer}
.pay{background:${accent};color:#fff}.cancel{background:#fff;color:#555;border:1px solid #ddd}
.notice{margin-top:24px;color:#c00}
</style></head>
<body><div class="banner" role="note">模拟支付：这是测试环境的支付模拟器，不会产生真实扣款</div>
<main><div class="card"><div class="provider">${escapeHtml(page.provider)}（模拟支付）</div>
<div class="amount">${yuan(page.amountFen)}</div>
<div class="meta">${escapeHtml(page.description)}</div><div class="meta">商户订单号 ${escapeHtml(page.outTradeNo)}</div>
${actions}</div></main></body></html>`;
}
