ALTER TABLE "refunds" DROP CONSTRAINT "refunds_method_ck";--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_method_ck" CHECK ("refunds"."method" in ('provider', 'upi', 'bank', 'outside'));--> statement-breakpoint
-- Orders marked refunded before Mark refunded wrote a refund: what their refunds had not given back was given back outside the shop. Each gets that refund (method outside, completed when the order was marked, numbered after its other refunds), with Mark refunded's credit note (the order's 'refunded' note that no refund names) and that note's lines as its parts, so that what is left to refund is read from the refunds alone. The amount is what was paid less the refunds not failed: a paid order's total, or for an order whose payment was flagged for a refund (never invoiced) the flagged payment's amount.
INSERT INTO "refunds" ("order_id", "merchant_refund_id", "method", "reason", "amount_paise", "parts", "state", "credit_note_id", "settled_at", "created_at")
SELECT "o"."id", right("o"."merchant_order_id" || 'R' || ("given"."n" + 1), 63), 'outside', 'refunded', "owed"."paise" - "given"."paise", coalesce("note"."parts", '[]'::jsonb), 'completed', "note"."id", "o"."refunded_at", "o"."refunded_at"
FROM "orders" "o"
CROSS JOIN LATERAL (
  SELECT count(*)::int AS "n", coalesce(sum("r"."amount_paise") FILTER (WHERE "r"."state" <> 'failed'), 0)::int AS "paise"
  FROM "refunds" "r" WHERE "r"."order_id" = "o"."id"
) "given"
CROSS JOIN LATERAL (
  SELECT CASE
    WHEN "o"."payment_status" = 'paid' AND "o"."invoice_number" IS NOT NULL THEN "o"."total_amount_paise"
    ELSE (
      SELECT floor(("e"."payload" ->> 'amountPaise')::numeric)::int FROM "payment_events" "e"
      WHERE "e"."merchant_order_id" = "o"."merchant_order_id" AND "e"."event_type" = 'refund.needed' AND jsonb_typeof("e"."payload" -> 'amountPaise') = 'number'
      ORDER BY "e"."received_at", "e"."id" LIMIT 1
    )
  END AS "paise"
) "owed"
LEFT JOIN LATERAL (
  SELECT "cn"."id", (
    SELECT jsonb_agg(jsonb_build_object('orderItemId', "l"."order_item_id", 'quantity', "l"."quantity", 'goodsPaise', "l"."line_total_paise", 'chargePaise', "l"."charge_paise") ORDER BY "l"."order_item_id")
    FROM "credit_note_lines" "l" WHERE "l"."credit_note_id" = "cn"."id"
  ) AS "parts"
  FROM "credit_notes" "cn"
  WHERE "cn"."order_id" = "o"."id" AND "cn"."reason" = 'refunded' AND NOT EXISTS (SELECT 1 FROM "refunds" "r" WHERE "r"."credit_note_id" = "cn"."id")
  ORDER BY "cn"."issued_at" DESC, "cn"."number" DESC
  LIMIT 1
) "note" ON true
WHERE "o"."refunded_at" IS NOT NULL AND "owed"."paise" - "given"."paise" > 0;
