import crypto from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { loadSharp } from '../lib/sharp-limits';
import { VARIANT_WIDTHS } from '../../common/images';
import type { AppConfig } from '../config';
import { basePriceFromSale, toPaise } from '../../common/money';
import { hashPassword } from '../lib/password';
import type { Db, DbOrTx } from './client';
import { createStorage } from '../storage/create-storage';
import type { Storage } from '../storage/storage';
import {
  categories,
  featureImages,
  galleryImages,
  products,
  siteSettings,
  subcategories,
  users,
  type EstimatorPreset,
} from './schema';
import { DEMO_BRANDS, DEMO_CATEGORIES, DEMO_PRODUCTS, DEMO_SLIDES, gstHalves } from './seed-data';
import { DEMO_BRANDS_HI, DEMO_PRODUCTS_HI, DEMO_TAXONOMY_HI, sizeHi } from './seed-data-hi';
import { brandImage, categoryImage, productImage, slideImage } from './seed-images';

/** A name's translations from a demo list: `{ hi: { name } }`. */
const hiName = (names: Record<string, string>, name: string) => ({ hi: { name: names[name] } });

export interface Credentials {
  email: string;
  /** Set only when this run generated the password: it is printed once and never stored in clear. */
  generatedPassword?: string;
  created: boolean;
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);

const randomPassword = () => crypto.randomBytes(12).toString('base64url');

/** Key of the advisory lock under which one of several instances starting at once creates the admin. */
const ADMIN_LOCK = 7_240_002;

/**
 * Creates the admin from ADMIN_EMAIL / ADMIN_PASSWORD (or a generated password) when there is no admin yet.
 * One transaction under an advisory lock: instances starting together create one admin, and the others
 * find it.
 */
export async function ensureAdmin(db: Db, config: AppConfig): Promise<Credentials> {
  const email = config.adminEmail ?? 'admin@shop.local';
  const password = config.adminPassword ?? randomPassword();
  // Hashed before the lock is taken: the hash is slow on purpose and the others would wait for it.
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_LOCK})`);
    const [existing] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.role, 'admin'))
      .limit(1);
    if (existing) return { email: existing.email, created: false };
    const [owner] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`);
    if (owner) {
      // The e-mail belongs to a customer already: that account becomes the admin, with the configured password.
      await tx.update(users).set({ role: 'admin', passwordHash }).where(eq(users.id, owner.id));
    } else {
      await tx.insert(users).values({ userName: 'Admin', email, role: 'admin', passwordHash });
    }
    return { email, generatedPassword: config.adminPassword ? undefined : password, created: true };
  });
}

/** True when the catalog has no products and no categories: the only state in which the demo is seeded. */
export async function isEmpty(db: DbOrTx): Promise<boolean> {
  const [p] = await db.select({ n: count() }).from(products);
  const [c] = await db.select({ n: count() }).from(categories);
  return p.n === 0 && c.n === 0;
}

/** Writes a seed image and its storefront copies through the storage (as uploads get them), and answers its gallery row. */
async function writeImage(storage: Storage, key: string, bytes: Buffer) {
  const sharp = await loadSharp();
  await storage.put(key, bytes, 'image/webp');
  const base = key.replace(/\.webp$/, '');
  // The copies are made side by side: libvips works on its own threads.
  const [meta, copies] = await Promise.all([
    sharp(bytes).metadata(),
    Promise.all(
      VARIANT_WIDTHS.map(async (width) => {
        const copy = await sharp(bytes)
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 78 })
          .toBuffer();
        const copyKey = `${base}-${width}.webp`;
        await storage.put(copyKey, copy, 'image/webp');
        return [String(width), storage.url(copyKey)] as const;
      }),
    ),
  ]);
  const variants: Record<string, string> = Object.fromEntries(copies);
  return {
    url: storage.url(key),
    gallery: {
      publicId: key.replace(/\.webp$/, ''),
      secureUrl: storage.url(key),
      bytes: bytes.length,
      width: meta.width ?? 0,
      height: meta.height ?? 0,
      format: 'webp',
      variants,
    },
  };
}

/** Runs fn over items, `size` at a time, and answers the results in the items' order. */
async function inBatches<T, R>(items: T[], size: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size)
    results.push(...(await Promise.all(items.slice(i, i + size).map(fn))));
  return results;
}

/** Key of the advisory lock that lets one of several instances starting at once seed the database. */
const SEED_LOCK = 7_240_001;

/**
 * Seeds the demo shop: settings, categories with subcategories, brands, products with drawn images,
 * slider banners and a demo customer. Does nothing on a database that already has a catalog.
 * One transaction: a seed stopped halfway (Ctrl-C, a full disk) leaves the database empty, so the next
 * start seeds it whole; the advisory lock makes instances starting together on one PostgreSQL seed once.
 */
export async function seedDemo(
  db: Db,
  config: AppConfig,
): Promise<{ seeded: boolean; customer?: Credentials }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (!(await isEmpty(tx))) return { seeded: false };
    return seedCatalog(tx, config);
  });
}

async function seedCatalog(db: DbOrTx, config: AppConfig): Promise<{ seeded: true; customer: Credentials }> {
  // On the database driver the images are written in the seed's transaction: a stopped seed leaves none.
  const storage = createStorage(config, db);
  const gallery: (typeof galleryImages.$inferInsert)[] = [];

  await db
    .insert(siteSettings)
    .values({
      id: 1,
      companyName: 'Navkar',
      companyAddress: 'Shop 4, Laxmi Market, Station Road, Pune, Maharashtra 411001',
      gstNumber: '27AAPFN1234K1Z1',
      cgstPercent: 9,
      sgstPercent: 9,
      invoiceNote:
        'Goods once sold are returned or exchanged only as per our return policy. Subject to Pune jurisdiction.',
      currency: 'INR',
      phone: '+91 98220 12345',
      whatsapp: '919822012345',
      email: 'care@navkar-hardware.example',
    })
    .onConflictDoNothing();

  const colorOf = new Map(DEMO_CATEGORIES.map((c) => [c.name, c]));
  for (const c of DEMO_CATEGORIES) {
    const img = await writeImage(
      storage,
      `seed/category-${slug(c.name)}.webp`,
      await categoryImage(c.icon, c.color),
    );
    gallery.push(img.gallery);
    const [row] = await db
      .insert(categories)
      .values({
        name: c.name,
        kind: 'category',
        image: img.url,
        translations: hiName(DEMO_TAXONOMY_HI, c.name),
      })
      .returning();
    await db.insert(subcategories).values(
      c.subcategories.map((name) => ({
        categoryId: row.id,
        name,
        translations: hiName(DEMO_TAXONOMY_HI, name),
      })),
    );
  }
  const brandColors = [
    '#b91c1c',
    '#1d4ed8',
    '#0e7490',
    '#15803d',
    '#7c3aed',
    '#ca8a04',
    '#c2410c',
    '#0f766e',
    '#be123c',
    '#4338ca',
    '#a16207',
    '#334155',
  ];
  for (const [i, name] of DEMO_BRANDS.entries()) {
    const img = await writeImage(
      storage,
      `seed/brand-${slug(name)}.webp`,
      await brandImage(name, brandColors[i % brandColors.length]),
    );
    gallery.push(img.gallery);
    await db
      .insert(categories)
      .values({ name, kind: 'brand', image: img.url, translations: hiName(DEMO_BRANDS_HI, name) });
  }

  // Each size of each demo product is a product; their images are drawn a few at a time, then inserted at once.
  const specs = DEMO_PRODUCTS.flatMap((t) => t.sizes.map((size) => ({ t, size }))).map(({ t, size }, i) => {
    const index = i + 1;
    const sized = t.sizes.length > 1 || !t.title.includes(size.size);
    const title = sized ? `${t.title} ${size.size}` : t.title;
    const hi = DEMO_PRODUCTS_HI[t.title];
    const translations = {
      hi: { title: sized ? `${hi.title} ${sizeHi(size.size)}` : hi.title, description: hi.description },
    };
    return { t, size, index, title, translations, key: `seed/product-${slug(title)}-${index}` };
  });
  const drawn = await inBatches(specs, 4, async ({ t, size, index, key }) => {
    const cat = colorOf.get(t.category)!;
    const picture = { icon: cat.icon, color: cat.color, title: t.title, brand: t.brand, size: size.size };
    const main = await writeImage(storage, `${key}.webp`, await productImage(picture));
    const alt =
      index % 3 === 0
        ? await writeImage(storage, `${key}-b.webp`, await productImage({ ...picture, alt: true }))
        : undefined;
    return { main, alt };
  });
  const rows = specs.map(({ t, size, index, title, translations }, i) => {
    const { main, alt } = drawn[i];
    gallery.push(main.gallery, ...(alt ? [alt.gallery] : []));
    const half = gstHalves(t.gst);
    const variants = t.sizes.map((s) => ({
      size: s.size,
      stdPacking: s.packing ?? '1 pc',
      pricePerPiece: s.price,
      active: true,
    }));
    const salePricePaise = toPaise(size.price);
    // A spread of stock levels: some sold out, some under the low-stock badge's 10, most plenty.
    const totalStock = index % 13 === 0 ? 0 : index % 7 === 0 ? 2 + (index % 8) : 20 + ((index * 37) % 480);
    const presets: EstimatorPreset[] =
      index % 2 === 0
        ? t.sizes.map((s) => ({
            name: `${t.title} ${s.size}`,
            size: s.size,
            capacity: s.capacity ?? '',
            qty: 1,
            price: s.price,
            hsn: t.hsn,
            active: true,
          }))
        : [];
    return {
      title,
      description: t.description,
      translations,
      image: main.url,
      images: alt ? [alt.url] : [],
      category: t.category,
      subcategory: t.subcategory,
      brand: t.brand,
      hsn: t.hsn,
      salePricePaise,
      pricePaise: basePriceFromSale(salePricePaise, half, half),
      cgstPercent: half,
      sgstPercent: half,
      totalStock,
      // The estimate range spans every size the product's variants offer, so choosing another size in
      // the estimator prices it at that size's price instead of clamping it to this one's.
      minEstimatePricePaise: Math.round(Math.min(...t.sizes.map((s) => toPaise(s.price))) * 0.85),
      maxEstimatePricePaise: Math.round(Math.max(...t.sizes.map((s) => toPaise(s.price))) * 1.15),
      estimatorPresets: presets,
      variants,
      // Bulk prices: list, 5 % off and 10 % off.
      priceTiers: [
        { price: size.price },
        { price: Math.round(size.price * 95) / 100 },
        { price: Math.round(size.price * 90) / 100 },
      ],
    };
  });
  await db.insert(products).values(rows);

  for (const [i, s] of DEMO_SLIDES.entries()) {
    const img = await writeImage(storage, `seed/slide-${i + 1}.webp`, await slideImage(s.color));
    gallery.push(img.gallery);
    await db
      .insert(featureImages)
      .values({ image: img.url, title: s.title, subtitle: s.subtitle, link: s.link });
  }
  await db.insert(galleryImages).values(gallery).onConflictDoNothing();

  const customerEmail = 'customer@shop.local';
  const password = randomPassword();
  const inserted = await db
    .insert(users)
    .values({ userName: 'Demo Customer', email: customerEmail, passwordHash: await hashPassword(password) })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return {
    seeded: true,
    customer: {
      email: customerEmail,
      generatedPassword: inserted.length ? password : undefined,
      created: inserted.length > 0,
    },
  };
}
