import path from 'node:path';
import { ESLint, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import rule from './import-doors.js';

RuleTester.describe = describe;
RuleTester.it = it;

const root = path.resolve(import.meta.dirname, '../..');
const at = (file: string) => path.join(root, file);
const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
});

const serverOptions = [{ doors: ['server/modules'] }];
const ordersOptions = [
  {
    doors: ['server/modules', 'server/modules/orders'],
    floors: [
      {
        folder: 'server/modules/orders',
        order: [['core'], ['documents'], ['payment'], ['returns', 'cash-on-delivery'], ['checkout']],
      },
    ],
  },
];
const webOptions = [
  {
    doors: ['web/src/features'],
    walls: ['web/src/features'],
    below: [
      {
        from: ['web/src/components', 'web/src/lib'],
        notInto: ['web/src/features', 'web/src/routes', 'web/src/app'],
      },
      { from: ['web/src/features'], notInto: ['web/src/routes', 'web/src/app'] },
    ],
  },
];

tester.run('import-doors on the server', rule, {
  valid: [
    {
      filename: at('server/modules/gst/gst.service.ts'),
      code: "import { x } from '../orders';",
      options: serverOptions,
    },
    {
      filename: at('server/modules/gst/gst.service.ts'),
      code: "import { x } from '../orders/index';",
      options: serverOptions,
    },
    {
      filename: at('server/modules/orders/admin/a.ts'),
      code: "import { x } from '../checkout/checkout.service';",
      options: serverOptions,
    },
    { filename: at('server/app.ts'), code: "import orders from './modules/orders';", options: serverOptions },
    { filename: at('server/app.ts'), code: "import fastify from 'fastify';", options: serverOptions },
    {
      filename: at('server/modules/gst/gst.service.ts'),
      code: "import { x } from '../../lib/errors';",
      options: serverOptions,
    },
  ],
  invalid: [
    {
      filename: at('server/modules/gst/gstr1.ts'),
      code: "import type { OrderRow } from '../orders/orders.repository';",
      options: serverOptions,
      errors: [
        {
          messageId: 'sideDoor',
          data: { source: '../orders/orders.repository', area: 'server/modules/orders', door: '../orders' },
        },
      ],
    },
    {
      filename: at('server/ssr/storefront-data.ts'),
      code: "export { listOrders } from '../modules/orders/orders.service';",
      options: serverOptions,
      errors: [{ messageId: 'sideDoor' }],
    },
    {
      filename: at('server/app.ts'),
      code: "import routes from './modules/orders/admin/admin-orders.routes';",
      options: serverOptions,
      errors: [
        {
          messageId: 'sideDoor',
          data: {
            source: './modules/orders/admin/admin-orders.routes',
            area: 'server/modules/orders',
            door: './modules/orders',
          },
        },
      ],
    },
  ],
});

tester.run('import-doors on the rooms of orders', rule, {
  valid: [
    {
      filename: at('server/modules/orders/checkout/checkout-steps.ts'),
      code: "import { repo } from '../core';",
      options: ordersOptions,
    },
    {
      filename: at('server/modules/orders/checkout/checkout-steps.ts'),
      code: "import { captureOrder } from '../payment/index';",
      options: ordersOptions,
    },
    {
      filename: at('server/modules/orders/checkout/checkout-steps.ts'),
      code: "import { priceOrder } from './order-quote';",
      options: ordersOptions,
    },
    {
      filename: at('server/modules/orders/orders.routes.ts'),
      code: "import { cancelOrder } from './returns';",
      options: ordersOptions,
    },
    {
      filename: at('server/modules/orders/orders.routes.ts'),
      code: "import { listOrders } from './orders.service';",
      options: ordersOptions,
    },
    {
      filename: at('server/modules/gst/gstr1.ts'),
      code: "import type { OrderRow } from '../orders';",
      options: ordersOptions,
    },
  ],
  invalid: [
    {
      filename: at('server/modules/orders/checkout/checkout-steps.ts'),
      code: "import { captureOrder } from '../payment/order-payment';",
      options: ordersOptions,
      errors: [
        {
          messageId: 'sideDoor',
          data: {
            source: '../payment/order-payment',
            area: 'server/modules/orders/payment',
            door: '../payment',
          },
        },
      ],
    },
    {
      filename: at('server/modules/orders/orders.routes.ts'),
      code: "import { cancelOrder } from './returns/returns.service';",
      options: ordersOptions,
      errors: [
        {
          messageId: 'sideDoor',
          data: {
            source: './returns/returns.service',
            area: 'server/modules/orders/returns',
            door: './returns',
          },
        },
      ],
    },
    {
      filename: at('server/modules/orders/core/order.mapper.ts'),
      code: "import { payOnDeliveryPaise } from '../cash-on-delivery';",
      options: ordersOptions,
      errors: [
        {
          messageId: 'upstairs',
          data: {
            from: 'server/modules/orders/core',
            to: 'server/modules/orders/cash-on-delivery',
            where: 'a higher',
            floors: 'core < documents < payment < returns + cash-on-delivery < checkout',
          },
        },
      ],
    },
    {
      filename: at('server/modules/orders/returns/returns.service.ts'),
      code: "import type { CodOffer } from '../cash-on-delivery';",
      options: ordersOptions,
      errors: [
        {
          messageId: 'upstairs',
          data: {
            from: 'server/modules/orders/returns',
            to: 'server/modules/orders/cash-on-delivery',
            where: 'the same',
            floors: 'core < documents < payment < returns + cash-on-delivery < checkout',
          },
        },
      ],
    },
  ],
});

tester.run('import-doors on the web app', rule, {
  valid: [
    {
      filename: at('web/src/features/cart/components/cart-sheet.tsx'),
      code: "import { Button } from '../../../components/ui/button';",
      options: webOptions,
    },
    {
      filename: at('web/src/features/cart/components/cart-sheet.tsx'),
      code: "import { useCart } from '../api/use-cart';",
      options: webOptions,
    },
    {
      filename: at('web/src/routes/shop/home.tsx'),
      code: "import { ProductCard } from '../../features/catalog';",
      options: webOptions,
    },
    {
      filename: at('web/src/routes/shop/home.tsx'),
      code: "const Sheet = lazy(() => import('../../features/cart/components/cart-sheet'));",
      options: webOptions,
    },
  ],
  invalid: [
    {
      filename: at('web/src/features/cart/components/cart-sheet.tsx'),
      code: "import { LineThumb } from '../../orders/components/line-thumb';",
      options: webOptions,
      errors: [
        { messageId: 'sideDoor' },
        { messageId: 'wall', data: { from: 'web/src/features/cart', to: 'web/src/features/orders' } },
      ],
    },
    {
      filename: at('web/src/features/cart/components/cart-sheet.tsx'),
      code: "const Q = lazy(() => import('../../catalog'));",
      options: webOptions,
      errors: [{ messageId: 'wall' }],
    },
    {
      filename: at('web/src/components/page-head.tsx'),
      code: "import { usePublicSettings } from '../features/settings';",
      options: webOptions,
      errors: [
        {
          messageId: 'below',
          data: {
            file: 'web/src/components/page-head',
            target: 'web/src/features/settings',
            lower: 'web/src/components',
            upper: 'web/src/features',
          },
        },
      ],
    },
    {
      filename: at('web/src/features/estimator/components/estimator-screen.tsx'),
      code: "import { guard } from '../../../app/guard';",
      options: webOptions,
      errors: [{ messageId: 'below' }],
    },
    {
      filename: at('web/src/routes/shop/home.tsx'),
      code: "import { ProductCard } from '../../features/catalog/components/product-card';",
      options: webOptions,
      errors: [
        {
          messageId: 'sideDoor',
          data: {
            source: '../../features/catalog/components/product-card',
            area: 'web/src/features/catalog',
            door: '../../features/catalog',
          },
        },
      ],
    },
  ],
});

describe('the project lint config', () => {
  const eslint = new ESLint({ cwd: root });
  const rulesFired = async (file: string, code: string) =>
    (await eslint.lintText(code, { filePath: at(file) }))[0].messages.map((m) => m.ruleId);

  it('fails a deep import across server modules', async () => {
    expect(
      await rulesFired(
        'server/modules/gst/fixture.ts',
        "export { findOrder } from '../orders/orders.repository';\n",
      ),
    ).toContain('shop/import-doors');
  });

  it('fails a deep import from one room of orders into another, and an import from a higher floor', async () => {
    expect(
      await rulesFired(
        'server/modules/orders/checkout/fixture.ts',
        "export { captureOrder } from '../payment/order-payment';\n",
      ),
    ).toContain('shop/import-doors');
    expect(
      await rulesFired(
        'server/modules/orders/core/fixture.ts',
        "export { startSweeper } from '../checkout';\n",
      ),
    ).toContain('shop/import-doors');
  });

  it('fails an import from one web feature into another', async () => {
    expect(
      await rulesFired(
        'web/src/features/cart/fixture.ts',
        "export { formatDate } from '../orders/format';\n",
      ),
    ).toContain('shop/import-doors');
  });
});
