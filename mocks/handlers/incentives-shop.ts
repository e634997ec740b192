import type { MockUser } from '@fixtures/users';
import { HttpResponse, http } from 'msw';
import type { Product, ShopItem } from '@/api/incentives';
import { productSchema } from '@/api/incentives.schemas';
import { RULE_EVENTS, type RulesSettings } from '@/api/incentives-settings';
import type { Transaction } from '@/api/incentives-transactions';
import type { MockDb } from '../db';
import { inLanguage, localizedFor, messagesFor } from './content-language';
import { hasFlag } from './http';
import { handleOnce } from './idempotency';
import {
  asFile,
  asFlag,
  asInt,
  asIntList,
  asText,
  compareBy,
  contains,
  type FieldMessage,
  type FormTree,
  fileToDataUri,
  invalid,
  notFound,
  paginate,
  readForm,
  readQuery,
} from './incentives-http';
import {
  authorize,
  balanceOf,
  organizationIdsOf,
  purchasedCount,
  setBalance,
  stamp,
  userRef,
} from './incentives-state';
import type { GetDb } from './types';
import { api } from './types';

/**
 * What an image field of the shop may store: an upload's URL (POST files, a same-origin path), an
 * https address or an inline picture stored before uploads existed; never a script or another
 * origin's page.
 */
const STORABLE_IMAGE = /^(\/(?![/\\])|https:\/\/|data:image\/(png|jpe?g|gif|webp|svg\+xml)[;,])/i;

const isVisibleInShop = (db: MockDb, user: MockUser, product: Product) =>
  product.published &&
  (product.organizations.length === 0 ||
    organizationIdsOf(db, user).some((id) => product.organizations.includes(id)));

export function toShopItem(db: MockDb, uid: number, product: Product): ShopItem {
  const { id, title, description, image, price, stock_unlimited, stock, purchase_limit, categories } =
    product;
  return {
    id,
    title,
    description,
    image,
    price,
    stock_unlimited,
    stock,
    purchase_limit,
    categories,
    purchased: purchasedCount(db, uid, id),
  };
}

type ProductFields = Omit<Product, 'id' | 'created' | 'changed'>;

/** Reads and checks a product body; `base` is the stored product for a PATCH. */
async function readProduct(
  request: Request,
  base: ProductFields,
): Promise<{ fields: ProductFields; messages: FieldMessage[] }> {
  const form = await readForm(request);
  const messages: FieldMessage[] = [];
  const fields: ProductFields = { ...base };
  const title = asText(form.title);
  if (title !== undefined) fields.title = title.trim();
  if (!fields.title) messages.push({ path: 'title', message: 'Title field is required.' });
  else if (fields.title.length > 255)
    messages.push({ path: 'title', message: 'Title cannot be longer than 255 characters.' });
  const description = asText(form.description);
  if (description !== undefined) fields.description = description;
  for (const key of ['price', 'stock', 'purchase_limit'] as const) {
    if (form[key] === undefined) continue;
    const value = asInt(form[key]);
    if (value === undefined || value < 0)
      messages.push({ path: key, message: 'Enter a whole number of 0 or more.' });
    else fields[key] = value;
  }
  for (const key of ['stock_unlimited', 'published'] as const) {
    const value = asFlag(form[key]);
    if (value !== undefined) fields[key] = value;
  }
  for (const key of ['categories', 'organizations'] as const) {
    const value = asIntList(form[key]);
    if (value !== undefined) fields[key] = value;
  }
  const image = asFile(form.image);
  if (image && !image.type.startsWith('image/'))
    messages.push({ path: 'image', message: 'Upload an image file.' });
  else if (image) fields.image = await fileToDataUri(image);
  else if (typeof form.image === 'string' && form.image !== '') {
    if (STORABLE_IMAGE.test(form.image)) fields.image = form.image;
    else messages.push({ path: 'image', message: 'Upload an image file.' });
  } else if (asFlag(form.image_remove)) fields.image = null;
  return { fields, messages };
}

const EMPTY_PRODUCT: ProductFields = {
  title: '',
  description: '',
  image: null,
  price: 0,
  stock_unlimited: true,
  stock: 0,
  purchase_limit: 0,
  published: false,
  categories: [],
  organizations: [],
};

function productList(query: FormTree, products: Product[]) {
  const search = asText(query.search);
  const category = asInt(query.category);
  const published = asFlag(query.published);
  const sort = asText(query.sort);
  const sortKey = (['title', 'price', 'stock', 'created', 'changed'] as const).find((key) => key === sort);
  const filtered = products
    .filter((product) => contains(product.title, search))
    .filter((product) => category === undefined || product.categories.includes(category))
    .filter((product) => published === undefined || product.published === published);
  // An unlimited stock is more than any counted one: "lowest first" starts with what runs out first.
  if (sortKey === 'stock') {
    const left = (product: Product) => (product.stock_unlimited ? Number.POSITIVE_INFINITY : product.stock);
    const direction = asText(query.order) === 'desc' ? -1 : 1;
    filtered.sort((a, b) => direction * (left(a) === left(b) ? 0 : left(a) < left(b) ? -1 : 1));
  } else if (sortKey) filtered.sort(compareBy<Product>(sortKey, asText(query.order)));
  else filtered.sort((a, b) => b.id - a.id);
  return filtered;
}

/**
 * The checkout of docs/product.md §7: all checks first, then every change at once — or nothing.
 * Refusals are said in the request's language (`messagesFor`), products by their title in it.
 */
function checkout(
  db: MockDb,
  user: MockUser,
  ids: number[],
  { say, language }: ReturnType<typeof messagesFor>,
) {
  if (ids.length === 0)
    return { error: [{ path: 'products', message: say('Choose at least one product.') }] };
  const quantities = new Map<number, number>();
  for (const id of ids) quantities.set(id, (quantities.get(id) ?? 0) + 1);
  const buyer = userRef(db, user.uid);
  const points = balanceOf(db, user.uid);
  const messages: FieldMessage[] = [];
  const lines: Transaction['products'] = [];
  for (const [id, quantity] of quantities) {
    const path = `products[${ids.indexOf(id)}]`;
    const product = db.incentives.products.find((item) => item.id === id);
    if (!product || !isVisibleInShop(db, user, product)) {
      messages.push({ path, message: say('This product is not available.') });
      continue;
    }
    const title = { '@title': inLanguage(product.title, language) };
    if (!product.stock_unlimited && product.stock < quantity) {
      messages.push({
        path,
        message:
          product.stock === 0
            ? say('“@title” is sold out.', title)
            : say('Only @count of “@title” left.', { ...title, '@count': product.stock }),
      });
    }
    const already = purchasedCount(db, buyer.uid, id);
    if (product.purchase_limit > 0 && already + quantity > product.purchase_limit) {
      messages.push({
        path,
        message: say('You can buy “@title” at most @limit time(s).', {
          ...title,
          '@limit': product.purchase_limit,
        }),
      });
    }
    // An order keeps its products as they were named to the buyer, in the language it was placed in.
    lines.push({ id, title: title['@title'], quantity, price: product.price });
  }
  const total = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  if (messages.length === 0 && total > points) {
    messages.push({
      path: 'points',
      message: say('Not enough points: this order costs @total and you have @points.', {
        '@total': total,
        '@points': points,
      }),
    });
  }
  if (messages.length > 0) return { error: messages };

  for (const line of lines) {
    const product = db.incentives.products.find((item) => item.id === line.id);
    if (product && !product.stock_unlimited) product.stock -= line.quantity;
  }
  setBalance(db, user.uid, points - total);
  const transaction: Transaction = {
    id: db.incentives.nextId.transaction++,
    user: buyer,
    type: 'spent',
    points: -total,
    balance_after: points - total,
    created: stamp(db),
    reason: `Shop purchase: ${lines.map((line) => line.title).join(', ')}`,
    reference: { kind: 'order', id: null, label: lines.map((line) => line.title).join(', ') },
    fulfilment: 'pending',
    products: lines,
  };
  db.incentives.transactions.push(transaction);
  return {
    result: {
      transaction_id: transaction.id,
      points_spent: total,
      balance: points - total,
      products: lines,
    },
  };
}

function readRules(
  form: FormTree,
  current: RulesSettings,
): { settings: RulesSettings; messages: FieldMessage[] } {
  const messages: FieldMessage[] = [];
  const list = Array.isArray(form.rules)
    ? form.rules
    : form.rules && typeof form.rules === 'object'
      ? Object.values(form.rules)
      : [];
  const rules = current.rules.map((rule) => ({ ...rule }));
  list.forEach((entry, index) => {
    if (typeof entry !== 'object' || entry instanceof File || Array.isArray(entry)) return;
    const event = RULE_EVENTS.find((name) => name === asText(entry.event));
    if (!event) {
      messages.push({ path: `rules[${index}][event]`, message: 'Unknown event.' });
      return;
    }
    const rule = rules.find((item) => item.event === event);
    if (!rule) return;
    const enabled = asFlag(entry.enabled);
    if (enabled !== undefined) rule.enabled = enabled;
    if (entry.points !== undefined) {
      const points = asInt(entry.points);
      if (points === undefined || points < 0 || points > 100_000)
        messages.push({
          path: `rules[${index}][points]`,
          message: 'Enter a number of points from 0 to 100000.',
        });
      else rule.points = points;
    }
  });
  const leaderboard = asFlag(form.leaderboard_enabled);
  return {
    settings: { rules, leaderboard_enabled: leaderboard ?? current.leaderboard_enabled },
    messages,
  };
}

/** Administrators manage products and settings; learners only shop. */
const ADMIN = 'incentives_settings';
const SHOPPER = 'incentives_shop';

/** The shop's pages respond with 404 while the shop is switched off (docs/product.md §2: not-found when the flag is missing). */
function shopper(db: MockDb, cookies: Record<string, string>): ReturnType<typeof authorize> {
  const access = authorize(db, cookies, SHOPPER);
  if (access.response) return access;
  if (!hasFlag(db, access.user, 'incentives_shop_enabled') || !db.incentives.shopSettings.enabled) {
    return { response: notFound('The shop is not enabled.') };
  }
  return access;
}

export const incentivesShopHandlers = (getDb: GetDb) => [
  http.get(api('incentives/products'), ({ request, cookies }) => {
    const db = getDb();
    const access = authorize(db, cookies, ADMIN);
    if (access.response) return access.response;
    const query = readQuery(request);
    return HttpResponse.json(paginate(productList(query, [...db.incentives.products]), query, 25));
  }),
  http.get(api('incentives/products/:id'), ({ params, cookies }) => {
    const db = getDb();
    const access = authorize(db, cookies, ADMIN);
    if (access.response) return access.response;
    const product = db.incentives.products.find((item) => item.id === Number(params.id));
    return product ? HttpResponse.json({ data: product }) : notFound();
  }),
  http.post(api('incentives/products'), ({ request, cookies }) => {
    const db = getDb();
    const access = authorize(db, cookies, ADMIN);
    if (access.response) return access.response;
    return handleOnce(db, request, access.user.uid, async () => {
      const { fields, messages } = await readProduct(request, EMPTY_PRODUCT);
      if (messages.length > 0) return invalid(messages);
      const now = stamp(db);
      const product = productSchema.parse({
        ...fields,
        id: db.incentives.nextId.product++,
        created: now,
        changed: now,
      });
      db.incentives.products.push(product);
      return HttpResponse.json({ data: product }, { status: 201 });
    });
  }),
  http.patch(api('incentives/products/:id'), async ({ request, params, cookies }) => {
    const db = getDb();
    const access = authorize(db, cookies, ADMIN);
    if (access.response) return access.response;
    const product = db.incentives.products.find((item) => item.id === Number(params.id));
    if (!product) return notFound();
    const { fields, messages } = await readProduct(request, product);
    if (messages.length > 0) return invalid(messages);
    Object.assign(product, fields, { changed: stamp(db) });
    return HttpResponse.json({ data: product });
  }),
  http.delete(api('incentives/products/:id'), ({ params, cookies }) => {
    const db = getDb();
    const access = authorize(db, cookies, ADMIN);
    if (access.response) return access.response;
    const index = db.incentives.products.findIndex((item) => item.id === Number(params.id));
    if (index < 0) return notFound();
    db.incentives.products.splice(index, 1);
    return new HttpResponse(null, { status: 204 });
  }),

  http.get(api('incentives/shop'), ({ request, cookies }) => {
    const db = getDb();
    const { user, response } = shopper(db, cookies);
    if (response) return response;
    const { published: _ignored, ...query } = readQuery(request);
    const visible = db.incentives.products.filter((product) => isVisibleInShop(db, user, product));
    const page = paginate(productList(query, visible), query, 24);
    return HttpResponse.json({
      ...page,
      data: localizedFor(db, request, cookies)(page.data.map((product) => toShopItem(db, user.uid, product))),
    });
  }),
  http.get(api('incentives/shop/:id'), ({ request, params, cookies }) => {
    const db = getDb();
    const { user, response } = shopper(db, cookies);
    if (response) return response;
    const product = db.incentives.products.find((item) => item.id === Number(params.id));
    return product && isVisibleInShop(db, user, product)
      ? HttpResponse.json({ data: localizedFor(db, request, cookies)(toShopItem(db, user.uid, product)) })
      : notFound();
  }),
  http.get(api('incentives/shop_info'), ({ request, cookies }) => {
    const db = getDb();
    const access = authorize(db, cookies, SHOPPER);
    const info = localizedFor(db, request, cookies)(db.incentives.shopSettings);
    return access.response ?? HttpResponse.json({ data: info });
  }),
  http.post(api('incentives/shop_checkout'), ({ request, cookies }) => {
    const db = getDb();
    const { user, response } = shopper(db, cookies);
    if (response) return response;
    // A retry of a checkout whose response was lost gets the purchase made and buys nothing again.
    return handleOnce(db, request, user.uid, async () => {
      const products = asIntList((await readForm(request)).products) ?? [];
      // Nothing awaits between the checks and the writes: concurrent checkouts cannot both pass.
      const outcome = checkout(db, user, products, messagesFor(db, request, cookies));
      if (outcome.error) return invalid(outcome.error, 'The order could not be placed.');
      return HttpResponse.json({ data: outcome.result });
    });
  }),

  http.get(api('settings/incentives/rules'), ({ cookies }) => {
    const db = getDb();
    const access = authorize(db, cookies, ADMIN);
    return access.response ?? HttpResponse.json({ data: db.incentives.rulesSettings });
  }),
  http.post(api('settings/incentives/rules'), async ({ request, cookies }) => {
    const db = getDb();
    const access = authorize(db, cookies, ADMIN);
    if (access.response) return access.response;
    const { settings, messages } = readRules(await readForm(request), db.incentives.rulesSettings);
    if (messages.length > 0) return invalid(messages);
    db.incentives.rulesSettings = settings;
    db.platform.siteSettings.incentives_leaderboard = settings.leaderboard_enabled;
    return HttpResponse.json({ data: settings });
  }),
  http.get(api('settings/incentives/shop'), ({ cookies }) => {
    const db = getDb();
    const access = authorize(db, cookies, ADMIN);
    return access.response ?? HttpResponse.json({ data: db.incentives.shopSettings });
  }),
  http.post(api('settings/incentives/shop'), async ({ request, cookies }) => {
    const db = getDb();
    const access = authorize(db, cookies, ADMIN);
    if (access.response) return access.response;
    const form = await readForm(request);
    const next = { ...db.incentives.shopSettings };
    const messages: FieldMessage[] = [];
    const enabled = asFlag(form.enabled);
    if (enabled !== undefined) next.enabled = enabled;
    const title = asText(form.title);
    if (title !== undefined) next.title = title.trim();
    if (!next.title) messages.push({ path: 'title', message: 'Title field is required.' });
    const intro = asText(form.intro);
    if (intro !== undefined) next.intro = intro;
    if (form.banner_height !== undefined) {
      const height = asInt(form.banner_height);
      if (height === undefined || height < 80 || height > 600)
        messages.push({ path: 'banner_height', message: 'Enter a height from 80 to 600 pixels.' });
      else next.banner_height = height;
    }
    // The banner is the URL of a file uploaded with POST files first (src/api/incentives-settings.ts).
    if (typeof form.banner === 'string' && form.banner !== '') {
      if (STORABLE_IMAGE.test(form.banner)) next.banner = form.banner;
      else messages.push({ path: 'banner', message: 'Upload an image file.' });
    } else if (form.banner !== undefined && typeof form.banner !== 'string') {
      // A file sent with the save, as this endpoint once took: it takes the upload's URL only.
      messages.push({ path: 'banner', message: 'Upload an image file.' });
    } else if (asFlag(form.banner_remove)) next.banner = null;
    if (messages.length > 0) return invalid(messages);
    db.incentives.shopSettings = next;
    db.platform.siteSettings.incentives_shop_enabled = next.enabled;
    return HttpResponse.json({ data: next });
  }),
];
