import { useState, type ComponentProps } from 'react';
import { Minus, Plus, Trash2 } from 'lucide-react';
import type { EstimatorProduct } from '../../../../../common/contracts/catalog';
import { formatINR, formatPaise, type CartLineAmounts } from '../../../../../common/money';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import type { EstimatorConfig } from '../../../lib/public-settings';
import {
  activeVariants,
  canRemoveLine,
  hasProduct,
  MAX_QTY,
  offersVariants,
  priceAndSizeDisabled,
  priceRangePaise,
  type EstimatorLine,
} from '../estimator-rules';
import type { EstimateActions } from './use-estimate';
import { lineName } from '../product-name';
import { productTitle } from '../../../lib/product-title';
import { useLang, useT } from '../../../i18n/i18n';

/**
 * A text field holding what is typed until it is committed (on blur or Enter), so a half-typed number is
 * never corrected under the fingers; `live` commits on every change the value already is valid.
 */
function DraftInput({
  value,
  onCommit,
  live,
  ...props
}: Omit<ComponentProps<typeof Input>, 'value' | 'onChange'> & {
  value: string;
  onCommit: (text: string) => void;
  live?: (text: string) => boolean;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <Input
      {...props}
      value={draft ?? value}
      onChange={(e) => {
        setDraft(e.target.value);
        if (live?.(e.target.value)) onCommit(e.target.value);
      }}
      onBlur={() => {
        if (draft !== null) onCommit(draft);
        setDraft(null);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') e.currentTarget.blur();
      }}
    />
  );
}

/** A label shown above a field on a card (the table's heading names it in the table). */
function CardLabel({ children }: { children: string }) {
  return (
    <span aria-hidden="true" className="mb-1 block text-xs font-medium text-neutral-600 @min-[59rem]:hidden">
      {children}
    </span>
  );
}

const wholeNumber = (text: string) =>
  /^\s*\d+\s*$/.test(text) && Number(text) >= 1 && Number(text) <= MAX_QTY;

interface LineProps {
  line: EstimatorLine;
  index: number;
  lines: EstimatorLine[];
  product: EstimatorProduct | undefined;
  products: EstimatorProduct[];
  amounts: CartLineAmounts | undefined;
  config: EstimatorConfig;
  actions: EstimateActions;
  restored: boolean;
}

function LineRow({ line, index, lines, product, products, amounts, config, actions, restored }: LineProps) {
  const t = useT();
  const lang = useLang();
  const n = index + 1;
  const shownName = lineName(line, product, lang);
  const name = shownName || t('line {n}', { n });
  const disabled = priceAndSizeDisabled(line);
  const range = product ? priceRangePaise(product) : null;
  const rangeText =
    range && (range.minPaise > 0 || range.maxPaise !== null)
      ? range.maxPaise !== null
        ? `${formatPaise(range.minPaise)}–${formatPaise(range.maxPaise)}`
        : t('from {price}', { price: formatPaise(range.minPaise) })
      : '';
  const variants =
    offersVariants(product, config.allowVariantSelect) && product ? activeVariants(product) : [];
  const rangeId = `${line.id}-range`;
  // Options for a line without a product: the listed products, and its own product if it is not listed.
  const cell = '@max-[59rem]:block @max-[59rem]:p-0 @min-[59rem]:px-2';

  return (
    <TableRow
      className="relative align-top @max-[59rem]:grid @max-[59rem]:grid-cols-2 @min-[36rem]:@max-[59rem]:grid-cols-4 @max-[59rem]:gap-x-3 @max-[59rem]:gap-y-3 @max-[59rem]:p-4 @max-[59rem]:hover:bg-transparent"
      data-testid="estimate-line"
    >
      <TableCell
        className={`${cell} @max-[59rem]:col-span-2 @min-[36rem]:@max-[59rem]:col-span-4 @max-[59rem]:pr-12 @min-[59rem]:min-w-48`}
      >
        <span className="mb-1 block text-xs font-semibold uppercase tracking-wide text-neutral-500 @min-[59rem]:hidden">
          {t('Line {n}', { n })}
        </span>
        {hasProduct(line) ? (
          <div className="grid gap-1">
            <span className="font-medium leading-snug text-neutral-900">{shownName}</span>
            {line.gone ? (
              <span className="flex flex-wrap items-center gap-2 text-sm text-red-800" role="note">
                <Badge variant="danger">{t('No longer sold')}</Badge>
                {t('This product is no longer available and is not counted.')}
              </span>
            ) : (
              <span className="text-xs text-neutral-600">
                {[
                  line.origin === 'preset' ? t('Preset') : '',
                  product?.brand,
                  product && product.totalStock <= 0 ? t('Out of stock') : '',
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            )}
          </div>
        ) : (
          <NativeSelect
            aria-label={t('Product, line {n}', { n })}
            value=""
            onChange={(e) => {
              const chosen = products.find((p) => p._id === e.target.value);
              if (chosen) actions.chooseProduct(line.id, chosen);
            }}
          >
            <option value="">{t('Choose a product…')}</option>
            {products.map((p) => (
              <option key={p._id} value={p._id}>
                {productTitle(p, lang)}
              </option>
            ))}
          </NativeSelect>
        )}
      </TableCell>

      {config.showSize ? (
        <TableCell className={cell}>
          <CardLabel>{t('Size')}</CardLabel>
          <div className="@min-[59rem]:w-36">
            {variants.length ? (
              <NativeSelect
                aria-label={t('Size, line {n}', { n })}
                value={line.size}
                disabled={disabled}
                onChange={(e) => actions.setSize(line.id, e.target.value, product)}
              >
                <option value="">{t('Pick size')}</option>
                {variants.map((v) => (
                  <option key={v.size} value={v.size}>
                    {v.size}
                  </option>
                ))}
                {line.size && !variants.some((v) => v.size === line.size) ? (
                  <option value={line.size}>{line.size}</option>
                ) : null}
              </NativeSelect>
            ) : (
              <DraftInput
                aria-label={t('Size, line {n}', { n })}
                value={line.size}
                maxLength={100}
                disabled={disabled}
                placeholder={disabled ? '' : t('e.g. 1 inch')}
                onCommit={(text) => actions.setSize(line.id, text, product)}
              />
            )}
          </div>
        </TableCell>
      ) : null}

      {config.showCapacity ? (
        <TableCell className={cell}>
          <CardLabel>{t('Capacity')}</CardLabel>
          <DraftInput
            className="@min-[59rem]:w-28"
            aria-label={t('Capacity, line {n}', { n })}
            value={line.capacity}
            maxLength={100}
            placeholder={t('e.g. 90 m')}
            onCommit={(text) => actions.setCapacity(line.id, text)}
          />
        </TableCell>
      ) : null}

      {config.showHSN ? (
        <TableCell className={`${cell} @min-[59rem]:whitespace-nowrap`}>
          <CardLabel>HSN</CardLabel>
          <span className="block py-2 text-sm tabular-nums">{line.hsn || '—'}</span>
        </TableCell>
      ) : null}

      <TableCell className={cell}>
        <CardLabel>{t('Quantity')}</CardLabel>
        <div className="flex items-center gap-1">
          <Button
            variant="outline"
            size="icon"
            className="shrink-0"
            aria-label={t('One less, line {n}', { n })}
            disabled={line.qty <= 1}
            onClick={() => actions.setQty(line.id, line.qty - 1)}
          >
            <Minus aria-hidden="true" />
          </Button>
          <DraftInput
            aria-label={t('Quantity, line {n}', { n })}
            inputMode="numeric"
            className="w-14 text-center tabular-nums"
            value={String(line.qty)}
            live={wholeNumber}
            onCommit={(text) => actions.setQty(line.id, text)}
          />
          <Button
            variant="outline"
            size="icon"
            className="shrink-0"
            aria-label={t('One more, line {n}', { n })}
            disabled={line.qty >= MAX_QTY}
            onClick={() => actions.setQty(line.id, line.qty + 1)}
          >
            <Plus aria-hidden="true" />
          </Button>
        </div>
      </TableCell>

      <TableCell className={cell}>
        <CardLabel>{t('Rate incl. GST (₹)')}</CardLabel>
        <DraftInput
          aria-label={t('Rate including GST in rupees, line {n}', { n })}
          aria-describedby={rangeText ? rangeId : undefined}
          inputMode="decimal"
          className="tabular-nums @min-[59rem]:w-28"
          value={disabled && !hasProduct(line) ? '' : line.price.toFixed(2)}
          disabled={disabled}
          onCommit={(text) => actions.setPrice(line.id, text, product)}
        />
        {rangeText && !disabled ? (
          <span id={rangeId} className="mt-1 block text-xs text-neutral-600 @min-[59rem]:whitespace-nowrap">
            <span className="@min-[59rem]:sr-only">{t('Allowed')} </span>
            {rangeText}
          </span>
        ) : null}
      </TableCell>

      <TableCell
        className={`${cell} whitespace-nowrap @max-[59rem]:col-span-2 @min-[36rem]:@max-[59rem]:col-span-4 @max-[59rem]:flex @max-[59rem]:items-baseline @max-[59rem]:justify-between @min-[59rem]:text-right`}
      >
        <CardLabel>{t('Amount')}</CardLabel>
        <span className="font-semibold tabular-nums" data-testid="line-amount">
          {amounts ? formatPaise(amounts.totalPaise) : formatINR(0)}
        </span>
        {amounts && amounts.cgstPaise + amounts.sgstPaise > 0 ? (
          <span className="block text-xs text-neutral-600 @max-[59rem]:hidden">
            {t('GST {amount}', { amount: formatPaise(amounts.cgstPaise + amounts.sgstPaise) })}
          </span>
        ) : null}
      </TableCell>

      <TableCell className="@max-[59rem]:absolute @max-[59rem]:right-2 @max-[59rem]:top-2 @max-[59rem]:p-0 @min-[59rem]:px-2">
        <Button
          variant="ghost"
          size="icon"
          className="text-neutral-600 hover:text-red-700"
          aria-label={t('Remove line {n}: {name}', { n, name })}
          title={canRemoveLine(lines) ? t('Remove this line') : t('The only line cannot be removed')}
          disabled={!canRemoveLine(lines) || !restored}
          onClick={() => actions.remove(line.id)}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </TableCell>
    </TableRow>
  );
}

/** The calculator's lines: a table where there is room, one card per line on phones (the same markup). */
export function EstimateLines({
  lines,
  productsById,
  listProducts,
  byLine,
  config,
  actions,
  restored,
}: {
  lines: EstimatorLine[];
  productsById: ReadonlyMap<string, EstimatorProduct>;
  listProducts: EstimatorProduct[];
  byLine: ReadonlyMap<string, CartLineAmounts>;
  config: EstimatorConfig;
  actions: EstimateActions;
  restored: boolean;
}) {
  const t = useT();
  const head = 'px-2';
  return (
    // A table when the estimate has room for one (59rem, whatever the screen: the admin panel and the filter
    // sidebar take some), one card per line otherwise. relative: the table's screen-reader-only text is
    // positioned inside its scrolling box, not the page.
    <div className="@container">
      <Table className="relative @max-[59rem]:block">
        <caption className="sr-only">{t('Estimate lines')}</caption>
        <TableHeader className="@max-[59rem]:hidden">
          <TableRow>
            <TableHead className={head}>{t('Product')}</TableHead>
            {config.showSize ? <TableHead className={head}>{t('Size')}</TableHead> : null}
            {config.showCapacity ? <TableHead className={head}>{t('Capacity')}</TableHead> : null}
            {config.showHSN ? <TableHead className={head}>HSN</TableHead> : null}
            <TableHead className={head}>{t('Quantity')}</TableHead>
            <TableHead className={head}>{t('Rate incl. GST (₹)')}</TableHead>
            <TableHead className={`${head} text-right`}>{t('Amount')}</TableHead>
            <TableHead className={head}>
              <span className="sr-only">{t('Remove')}</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody className="@max-[59rem]:block @max-[59rem]:divide-y @max-[59rem]:divide-neutral-200">
          {lines.map((line, index) => (
            <LineRow
              key={line.id}
              line={line}
              index={index}
              lines={lines}
              product={productsById.get(line.productId)}
              products={listProducts}
              amounts={byLine.get(line.id)}
              config={config}
              actions={actions}
              restored={restored}
            />
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
