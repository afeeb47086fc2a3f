import { expect, test as base } from '../support/test';
import { api } from '../support/cart-api';
import { deliveryDetails, fillCart, readOrder, receiptOrderNumber } from '../support/checkout';
import { type Balanced, startBalanced } from '../support/load-balancer';
import { fillCard, next } from '../support/payment';
import { fromLandingToProducts, signIn } from '../support/sign-in';

// Issue 29: the storefront as a distributor scales it out: two server processes on one PostgreSQL database behind
// nginx (Debian's package, configured by docs/deploy/nginx.conf, the README's example), round robin. A buyer signs
// in, browses, fills the cart, checks out and pays an invoice; one of the two processes is killed in the middle,
// and nothing the buyer was told had happened is lost.
const test = base.extend<object, { balanced: Balanced }>({
  balanced: [
    async ({ dialect }, use) => {
      if (dialect !== 'postgres') {
        await use(null as unknown as Balanced);
        return;
      }
      const balanced = await startBalanced(2);
      await use(balanced);
      await balanced.stop();
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  baseURL: async ({ balanced }, use) => {
    await use(balanced?.url);
  },
});

test('through nginx over two processes, one killed mid-journey: the cart, the order and the payment all hold @postgres-smoke', async ({
  page,
  balanced,
  dialect,
}) => {
  test.skip(dialect !== 'postgres', 'several processes need PostgreSQL: the PostgreSQL project runs this journey');
  await signIn(page, 'admin');
  await fromLandingToProducts(page);
  await api(page, 'DELETE', '/api/cart');
  await fillCart(page, 'flour', 2);

  // One process dies without warning; nginx passes the next calls to the other.
  const [victim] = balanced.processes;
  victim?.child.kill('SIGKILL');
  await victim?.exited;

  await page.goto('/cart');
  await expect(page.getByRole('link', { name: /^Cart, 2 line/ })).toBeVisible();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await deliveryDetails(page, 'E2E-NGINX-1');
  await page.getByRole('button', { name: 'Submit Order' }).click();
  const orderNumber = await receiptOrderNumber(page);
  const order = await readOrder(page, orderNumber);
  expect(order.status).toBe(200);
  expect(order.body).toMatchObject({ poNumber: 'E2E-NGINX-1' });
  expect(order.body.lines).toHaveLength(2);

  await page.goto('/account/payment');
  const amount = page.getByLabel(/^Amount for IN/).first();
  await expect(amount).toBeVisible();
  await amount.fill('1.25');
  await next(page);
  await next(page); // Review Selection
  await fillCard(page, '4111111111111111');
  await next(page);
  await page.getByRole('button', { name: 'Submit Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Received' })).toBeVisible();

  // What the buyer was told stands on the surviving process: the order is in the history.
  const history = await api(page, 'GET', `/api/history/orders?search=${orderNumber}`);
  expect(history.status).toBe(200);
  expect(JSON.stringify(history.body)).toContain(orderNumber);
});
