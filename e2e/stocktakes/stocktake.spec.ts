import { expect, test } from '@playwright/test';
import { signInAsDemo } from '../support/accounts';

test('stocktake: an owner counts a category by scanning (and typing a weight), posts it, and the stock becomes what was counted', async ({
  page,
}) => {
  await signInAsDemo(page);
  const me = await (await page.request.get('/api/auth/user')).json();
  const b = me.business.id;
  const tag = Date.now().toString(36);
  const category = `Count shelf ${tag}`;
  expect((await page.request.post(`/api/businesses/${b}/categories`, { data: { name: category } })).status()).toBe(201);
  const add = async (data: Record<string, unknown>) => {
    const res = await page.request.post(`/api/businesses/${b}/products`, { data: { sellingPrice: 200, category, ...data } });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()).id as number;
  };
  const soapCode = `21${Date.now().toString().slice(-10)}`;
  const teaCode = `22${Date.now().toString().slice(-10)}`;
  const soap = await add({ name: `Sunlight Soap ${tag}`, barcode: soapCode, stock: 10, buyingPrice: 80 });
  const tea = await add({ name: `Ceylon Tea ${tag}`, barcode: teaCode, stock: 5, buyingPrice: 300 });
  const sugar = await add({ name: `Sugar ${tag}`, sku: `SUG-${tag}`, unit: 'kg', stock: 4, buyingPrice: 250 });

  await page.goto('/inventory/stocktakes');
  await page.getByRole('button', { name: 'Start a count' }).first().click();
  const start = page.getByRole('dialog', { name: 'Start a count' });
  await start.getByLabel('Name').fill(`Shelf count ${tag}`);
  await start.getByLabel(category).check();
  await start.getByRole('button', { name: 'Start counting' }).click();
  await expect(page.getByRole('heading', { name: `Shelf count ${tag}` })).toBeVisible();
  await expect(page.getByTestId('stocktake-uncounted-count')).toHaveText('3 products of this count are not counted yet');

  const code = page.getByLabel('Barcode or SKU');
  const last = page.getByTestId('stocktake-last-scan');
  // Three soaps scanned, one at a time (each scan adds 1).
  for (const n of [1, 2, 3]) {
    await code.fill(soapCode);
    await code.press('Enter');
    await expect(last).toHaveText(`Sunlight Soap ${tag}: ${n} piece${n === 1 ? '' : 's'} counted`);
  }
  // A box of tea: the quantity typed first, then the scan.
  await page.getByLabel('Quantity').fill('6');
  await code.fill(teaCode);
  await code.press('Enter');
  await expect(last).toHaveText(`Ceylon Tea ${tag}: 6 pieces counted`);
  // Sugar is weighed: a scan alone asks for the weight, then it is typed in kg.
  await code.fill(`SUG-${tag}`);
  await code.press('Enter');
  await expect(last).toHaveText(`Type the quantity of Sugar ${tag}: it is sold by weight or measure`);
  await page.getByLabel('Quantity').fill('3.5');
  await code.fill(`SUG-${tag}`);
  await code.press('Enter');
  await expect(last).toHaveText(`Sugar ${tag}: 3.500 kg counted`);

  const lines = page.getByRole('table', { name: 'Counted products' });
  await expect(lines.getByRole('row', { name: new RegExp(`Sunlight Soap ${tag}`) })).toContainText('−7');
  await expect(lines.getByRole('row', { name: new RegExp(`Ceylon Tea ${tag}`) })).toContainText('+1');
  await expect(page.getByText('Every product of this count has been counted.')).toBeVisible();

  await page.getByRole('button', { name: 'Post count' }).click();
  const post = page.getByRole('dialog', { name: 'Post this count' });
  await post.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(post).toBeHidden();
  await expect(page.getByTestId('stocktake-status')).toHaveText('Posted');
  await expect(page.getByLabel('Barcode or SKU')).toHaveCount(0);

  const products = (await (await page.request.get(`/api/businesses/${b}/products`)).json()) as { id: number; stock: number }[];
  const stock = (id: number) => products.find((p) => p.id === id)?.stock;
  expect([stock(soap), stock(tea), stock(sugar)]).toEqual([3, 6, 3.5]);
});
