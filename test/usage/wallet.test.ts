import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, setupRoot, startTestServer, type ApiClient, type TestServer } from '../helpers/test-server';

const EPAY_KEY = 'merchant-secret-key';

// A fake Epay gateway: /submit.php takes the signed form, checks it, pays, and calls notify_url.
function sign(params: Record<string, string>, key: string) {
  const text = Object.keys(params)
    .filter((k) => k !== 'sign' && k !== 'sign_type' && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
  return createHash('md5').update(text + key).digest('hex');
}

function fakeGateway() {
  const received: Record<string, string>[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', async () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      received.push(form);
      if (sign(form, EPAY_KEY) !== form.sign) {
        res.end('bad sign');
        return;
      }
      const cb: Record<string, string> = {
        pid: form.pid,
        trade_no: `GW${received.length}`,
        out_trade_no: form.out_trade_no,
        type: form.type,
        name: form.name,
        money: form.money,
        trade_status: 'TRADE_SUCCESS',
      };
      cb.sign = sign(cb, EPAY_KEY);
      cb.sign_type = 'MD5';
      const url = `${form.notify_url}?${new URLSearchParams(cb)}`;
      // The gateway retries: deliver the same notification many times, partly at once.
      const replies = await Promise.all(Array.from({ length: 8 }, () => fetch(url).then((r) => r.text())));
      replies.push(await fetch(url).then((r) => r.text()));
      res.end(JSON.stringify({ replies, url }));
    });
  });
  return { server, received };
}

describe('redemption codes and wallet', () => {
  let t: TestServer;
  let root: ApiClient;
  let alice: Awaited<ReturnType<typeof createUser>>;
  let bob: Awaited<ReturnType<typeof createUser>>;
  let gw: { server: Server; received: Record<string, string>[] };
  let gwUrl = '';

  beforeAll(async () => {
    t = await startTestServer();
    root = await setupRoot(t);
    alice = await createUser(t, { username: 'alice', quota: 0 });
    bob = await createUser(t, { username: 'bob', quota: 0, group: 'vip' });
    gw = fakeGateway();
    await new Promise<void>((r) => gw.server.listen(0, '127.0.0.1', r));
    const addr = gw.server.address();
    gwUrl = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  });
  afterAll(async () => {
    gw.server.close();
    await t.close();
  });

  const quotaOf = async (id: number) => Number((await t.server.app.prisma.user.findUniqueOrThrow({ where: { id } })).quota);

  it('validates creation', async () => {
    expect((await root.post('/api/redemption/', { name: '', count: 1, quota: 1 })).body.message).toBe('兑换码名称长度必须在1-20之间');
    expect((await root.post('/api/redemption/', { name: '一二三四五六七八九十一二三四五六七八九十' , count: 1 })).body.success).toBe(true);
    expect((await root.post('/api/redemption/', { name: 'x'.repeat(21), count: 1 })).body.message).toBe('兑换码名称长度必须在1-20之间');
    expect((await root.post('/api/redemption/', { name: 'a', count: 0 })).body.message).toBe('兑换码个数必须大于0');
    expect((await root.post('/api/redemption/', { name: 'a', count: 101 })).body.message).toBe('一次兑换码批量生成的个数不能大于 100');
    expect((await root.post('/api/redemption/', { name: 'a', count: 1, expired_time: 100 })).body.message).toBe('过期时间不能早于当前时间');
    expect((await alice.get('/api/redemption/')).body.success).toBe(false);
  });

  it('creates, lists, searches, edits unused codes only', async () => {
    const r = await root.post('/api/redemption/', { name: 'promo', count: 3, quota: 100000 });
    expect(r.body.data).toHaveLength(3);
    for (const k of r.body.data) expect(k).toMatch(/^[0-9a-f]{32}$/);
    const list = (await root.get('/api/redemption/?p=1&page_size=2')).body.data;
    expect(list).toMatchObject({ page: 1, page_size: 2, total: 4 });
    const search = (await root.get('/api/redemption/search?keyword=pro')).body.data;
    expect(search.total).toBe(3);
    const one = search.items[0];
    expect((await root.get(`/api/redemption/search?keyword=${one.id}`)).body.data.items.map((x: any) => x.id)).toContain(one.id);
    const upd = await root.put('/api/redemption/', { ...one, name: 'promo2', quota: 7 });
    expect(upd.body.data).toMatchObject({ name: 'promo2', quota: 7 });
    const dis = await root.put('/api/redemption/?status_only=true', { id: one.id, status: 2 });
    expect(dis.body.data.status).toBe(2);
    expect((await alice.post('/api/user/topup', { key: one.key })).body.message).toBe('兑换失败，该兑换码已被使用');
    await root.put('/api/redemption/?status_only=true', { id: one.id, status: 1 });
    expect((await alice.post('/api/user/topup', { key: one.key })).body).toMatchObject({ success: true, data: 7 });
    expect((await root.put('/api/redemption/', { ...one, name: 'x' })).body.success).toBe(false);
    expect((await root.put('/api/redemption/?status_only=true', { id: one.id, status: 1 })).body.success).toBe(false);
  });

  it('redeems exactly once under 20 concurrent submissions and logs it', async () => {
    const [key] = (await root.post('/api/redemption/', { name: 'race', count: 1, quota: 123456 })).body.data;
    const before = await quotaOf(alice.id);
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? alice : bob).post('/api/user/topup', { key })));
    const wins = results.filter((r) => r.body.success);
    expect(wins).toHaveLength(1);
    expect(wins[0].body.data).toBe(123456);
    for (const r of results.filter((x) => !x.body.success)) expect(r.body.message).toBe('兑换失败，该兑换码已被使用');
    const credited = (await quotaOf(alice.id)) - before + (await quotaOf(bob.id));
    expect(credited).toBe(123456);
    const code = await t.server.app.prisma.redemption.findFirstOrThrow({ where: { key } });
    expect(code.status).toBe(3);
    const logs = await t.server.app.prisma.log.findMany({ where: { content: { contains: `兑换码ID ${code.id}` } } });
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ type: 1, userId: code.usedUserId, content: `通过兑换码充值 ＄0.246912 额度，兑换码ID ${code.id}` });
  });

  it('refuses unknown and expired codes; deletes invalid codes', async () => {
    expect((await alice.post('/api/user/topup', { key: 'nope' })).body.message).toBe('兑换失败，无效的兑换码');
    const [key] = (await root.post('/api/redemption/', { name: 'old', count: 1, quota: 5, expired_time: Math.floor(Date.now() / 1000) + 100 })).body.data;
    await t.server.app.prisma.redemption.updateMany({ where: { key }, data: { expiredTime: 10n } });
    expect((await alice.post('/api/user/topup', { key })).body.message).toBe('兑换失败，该兑换码已过期');
    const n = (await root.del('/api/redemption/invalid')).body.data;
    expect(n).toBe(3); // two used, one expired
    const id = (await root.get('/api/redemption/?page_size=100')).body.data.items[0].id;
    expect((await root.del(`/api/redemption/${id}`)).body.success).toBe(true);
    expect((await root.get(`/api/redemption/${id}`)).body.success).toBe(false);
  });

  it('quotes amounts and refuses bad payments', async () => {
    const o = t.server.app.options;
    await o.set('TopupGroupRatio', JSON.stringify({ default: 1, vip: 2 }));
    expect((await alice.post('/api/user/amount', { amount: 10 })).body).toEqual({ message: 'success', data: '73.00' });
    expect((await bob.post('/api/user/amount', { amount: 10 })).body).toEqual({ message: 'success', data: '146.00' });
    expect((await alice.post('/api/user/amount', { amount: 0 })).body).toEqual({ message: 'error', data: '充值数量不能小于 1' });
    expect((await alice.post('/api/user/pay', { amount: 'x' })).body).toEqual({ message: 'error', data: '参数错误' });
    expect((await alice.post('/api/user/pay', { amount: 2, payment_method: 'bitcoin' })).body).toEqual({ message: 'error', data: '支付方式不存在' });
    expect((await alice.post('/api/user/pay', { amount: 2, payment_method: 'alipay' })).body).toEqual({ message: 'error', data: '当前管理员未配置支付信息' });
  });

  it('pays through the gateway and credits once however often notify repeats', async () => {
    const o = t.server.app.options;
    await o.set('ServerAddress', t.url);
    await o.set('PayAddress', gwUrl);
    await o.set('EpayId', '1001');
    await o.set('EpayKey', EPAY_KEY);
    const before = await quotaOf(alice.id);
    const r = await alice.post('/api/user/pay', { amount: 3, payment_method: 'alipay' });
    expect(r.body.message).toBe('success');
    expect(r.body.success).toBeUndefined();
    expect(r.body.url).toBe(`${gwUrl}/submit.php`);
    const p = r.body.data as Record<string, string>;
    expect(p).toMatchObject({ pid: '1001', type: 'alipay', money: '21.90', name: 'TUC3', sign_type: 'MD5', notify_url: `${t.url}/api/user/epay/notify` });
    expect(p.out_trade_no).toMatch(new RegExp(`^USR${alice.id}NO[0-9a-zA-Z]{6}\\d+$`));
    expect(p.sign).toBe(sign(p, EPAY_KEY));
    const paid = await fetch(r.body.url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(p).toString() });
    const out = JSON.parse(await paid.text());
    expect(out.replies).toEqual(Array(9).fill('success'));
    expect((await quotaOf(alice.id)) - before).toBe(3 * 500000);
    const order = await t.server.app.prisma.topUp.findUniqueOrThrow({ where: { tradeNo: p.out_trade_no } });
    expect(order).toMatchObject({ status: 'success', amount: 3n, money: 21.9 });
    const logs = await t.server.app.prisma.log.findMany({ where: { userId: alice.id, content: { startsWith: '使用在线充值成功' } } });
    expect(logs).toHaveLength(1);
    expect(logs[0].content).toBe('使用在线充值成功，充值金额: ＄3.000000 额度，支付金额：21.900000');
    // A forged notification (wrong signature) is refused and credits nothing.
    const forged = new URL(out.url);
    forged.searchParams.set('money', '9999');
    expect(await (await fetch(forged)).text()).toBe('fail');
    forged.searchParams.set('sign', 'x'.repeat(32));
    expect(await (await fetch(forged)).text()).toBe('fail');
    expect((await quotaOf(alice.id)) - before).toBe(3 * 500000);
  });
});
