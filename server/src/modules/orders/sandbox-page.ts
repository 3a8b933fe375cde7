/** The sandbox's mobile payment page (what the payer's phone opens from the QR code), in both languages. */

/** Said on every page of the sandbox: nothing here moves real money. */
const SANDBOX_BANNER = {
  zh: '测试支付环境：不会真实扣款',
  en: 'Test payments: no real money is taken',
}

const html = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const frame = (title: string, body: string) => `<!doctype html>
<html lang="zh"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${html(title)}</title>
<style>
body{margin:0;font-family:system-ui,"PingFang SC","WenQuanYi Zen Hei",sans-serif;background:#f2f4f7;color:#1f2933}
main{max-width:420px;margin:0 auto;padding:24px 16px}
.card{background:#fff;border-radius:12px;padding:20px;box-shadow:0 2px 8px rgba(0,0,0,.06)}
h1{font-size:20px;margin:0 0 4px}.en{color:#667085;font-size:14px}
.amount{font-size:36px;font-weight:700;color:#07a35a;margin:16px 0}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;font-size:14px}dt{color:#667085}
button{width:100%;font-size:17px;padding:14px;border-radius:8px;border:0;margin-top:12px;cursor:pointer}
.pay{background:#07c160;color:#fff}.cancel{background:#e4e7ec;color:#1f2933}
.note{font-size:12px;color:#98a2b3;margin-top:16px}
.test-banner{background:#fff4e5;border:1px solid #f5a623;color:#8a4b00;border-radius:8px;padding:10px 12px;margin-bottom:16px;font-size:14px;line-height:1.5}
</style></head><body><main>
<div class="test-banner" role="note"><strong>${html(SANDBOX_BANNER.zh)}</strong><br>${html(SANDBOX_BANNER.en)}</div>
${body}</main></body></html>`

export function sandboxPayPage(order: {
  orderNo: string
  productName: string
  productNameEn: string
  amountYuan: string
  sig: string
  payable: boolean
  statusText: string
}) {
  const action = (what: string) => `/api/pay/sandbox/${encodeURIComponent(order.orderNo)}/${what}`
  const buttons = order.payable
    ? `<form method="post" action="${action('confirm')}"><input type="hidden" name="sig" value="${html(order.sig)}">
<button class="pay" type="submit">确认支付 Confirm payment</button></form>
<form method="post" action="${action('cancel')}"><input type="hidden" name="sig" value="${html(order.sig)}">
<button class="cancel" type="submit">取消 Cancel</button></form>`
    : `<p><strong>${html(order.statusText)}</strong></p>`
  return frame(
    '沙箱支付 Sandbox payment',
    `<div class="card"><h1>沙箱支付</h1><div class="en">Sandbox payment (no real money)</div>
<div class="amount">¥ ${html(order.amountYuan)}</div>
<dl><dt>商品 Product</dt><dd>${html(order.productName)}<br><span class="en">${html(order.productNameEn)}</span></dd>
<dt>订单号 Order no.</dt><dd>${html(order.orderNo)}</dd></dl>${buttons}
<p class="note">测试环境：确认后由沙箱向服务器发送签名的支付通知。<br>Test environment: confirming sends a signed payment notification to the server.</p></div>`,
  )
}

export function sandboxResultPage(title: string, titleEn: string) {
  return frame(
    title,
    `<div class="card"><h1>${html(title)}</h1><div class="en">${html(titleEn)}</div>
<p class="note">可以关闭此页面。You may close this page.</p></div>`,
  )
}
