CREATE TABLE "credit_note_sequences" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"number" text NOT NULL,
	"reason" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"taxable_paise" integer NOT NULL,
	"cgst_paise" integer NOT NULL,
	"sgst_paise" integer NOT NULL,
	"igst_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	CONSTRAINT "credit_notes_reason_ck" CHECK ("credit_notes"."reason" in ('rejected', 'refunded')),
	CONSTRAINT "credit_notes_amounts_ck" CHECK ("credit_notes"."total_paise" > 0 and "credit_notes"."taxable_paise" >= 0 and "credit_notes"."cgst_paise" >= 0 and "credit_notes"."sgst_paise" >= 0 and "credit_notes"."igst_paise" >= 0 and "credit_notes"."total_paise" = "credit_notes"."taxable_paise" + "credit_notes"."cgst_paise" + "credit_notes"."sgst_paise" + "credit_notes"."igst_paise")
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "state_code" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "igst_percent" numeric(5, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "igst_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "igst_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "place_of_supply_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "place_of_supply_state" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_type" text DEFAULT 'intra' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "seller_gstin" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_gstin" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_order_uq" ON "credit_notes" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_number_uq" ON "credit_notes" USING btree ("number");--> statement-breakpoint
CREATE INDEX "credit_notes_issued_idx" ON "credit_notes" USING btree ("issued_at");--> statement-breakpoint
CREATE INDEX "orders_paid_at_idx" ON "orders" USING btree ("paid_at") WHERE "orders"."invoice_number" is not null;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_state_code_ck" CHECK ("addresses"."state_code" is null or "addresses"."state_code" in ('01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12', '13', '14', '15', '16', '17', '18', '19', '20', '21', '22', '23', '24', '26', '27', '29', '30', '31', '32', '33', '34', '35', '36', '37', '38'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_igst_ck" CHECK ("orders"."igst_paise" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tax_type_ck" CHECK (("orders"."tax_type" = 'intra' and "orders"."igst_paise" = 0) or ("orders"."tax_type" = 'inter' and "orders"."cgst_paise" = 0 and "orders"."sgst_paise" = 0));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_place_of_supply_ck" CHECK ("orders"."place_of_supply_code" is null or "orders"."place_of_supply_code" in ('01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12', '13', '14', '15', '16', '17', '18', '19', '20', '21', '22', '23', '24', '26', '27', '29', '30', '31', '32', '33', '34', '35', '36', '37', '38'));--> statement-breakpoint
-- Data migration (hand-written): the state of every saved address and the place of supply of every
-- order placed before this migration, from their PIN codes, with the prefix table of
-- common/gst/pincode-states.ts as it stood when this migration was written (longest prefix wins).
-- Rows whose PIN code is not in the table keep NULL: such an address asks its customer for the state at
-- checkout. Orders placed before keep tax_type 'intra' and igst_paise 0: that is what they were charged.
-- Their seller GSTIN is the one the settings hold now, the one their invoices have printed so far.
CREATE TABLE "gst_pincode_prefixes_0002" ("prefix" text PRIMARY KEY NOT NULL, "state_code" text NOT NULL);
--> statement-breakpoint
INSERT INTO "gst_pincode_prefixes_0002" ("prefix", "state_code") VALUES
('110', '07'), ('121', '06'), ('122', '06'), ('123', '06'), ('124', '06'), ('125', '06'), ('126', '06'), ('127', '06'), ('131', '06'), ('132', '06'),
('133', '06'), ('134', '06'), ('135', '06'), ('136', '06'), ('140', '03'), ('141', '03'), ('142', '03'), ('143', '03'), ('144', '03'), ('145', '03'),
('146', '03'), ('147', '03'), ('148', '03'), ('151', '03'), ('152', '03'), ('160', '04'), ('16005', '03'), ('16006', '03'), ('16007', '03'), ('1601', '03'),
('160101', '04'), ('160102', '04'), ('171', '02'), ('172', '02'), ('173', '02'), ('174', '02'), ('175', '02'), ('176', '02'), ('177', '02'), ('180', '01'),
('181', '01'), ('182', '01'), ('184', '01'), ('185', '01'), ('190', '01'), ('191', '01'), ('192', '01'), ('193', '01'), ('194', '38'), ('201', '09'),
('202', '09'), ('203', '09'), ('204', '09'), ('205', '09'), ('206', '09'), ('207', '09'), ('208', '09'), ('209', '09'), ('210', '09'), ('211', '09'),
('212', '09'), ('221', '09'), ('222', '09'), ('223', '09'), ('224', '09'), ('225', '09'), ('226', '09'), ('227', '09'), ('228', '09'), ('229', '09'),
('230', '09'), ('231', '09'), ('232', '09'), ('233', '09'), ('241', '09'), ('242', '09'), ('243', '09'), ('244', '09'), ('2447', '05'), ('24470', '09'),
('245', '09'), ('246', '05'), ('2467', '09'), ('247', '09'), ('2476', '05'), ('247662', '09'), ('247669', '09'), ('248', '05'), ('249', '05'), ('250', '09'),
('251', '09'), ('261', '09'), ('262', '05'), ('2620', '09'), ('2621', '09'), ('2622', '09'), ('262302', '09'), ('262305', '09'), ('262406', '09'), ('2627', '09'),
('2628', '09'), ('2629', '09'), ('263', '05'), ('271', '09'), ('272', '09'), ('273', '09'), ('274', '09'), ('275', '09'), ('276', '09'), ('277', '09'),
('281', '09'), ('282', '09'), ('283', '09'), ('284', '09'), ('285', '09'), ('301', '08'), ('302', '08'), ('303', '08'), ('304', '08'), ('305', '08'),
('306', '08'), ('307', '08'), ('311', '08'), ('312', '08'), ('313', '08'), ('314', '08'), ('321', '08'), ('322', '08'), ('323', '08'), ('324', '08'),
('325', '08'), ('326', '08'), ('327', '08'), ('328', '08'), ('331', '08'), ('332', '08'), ('333', '08'), ('334', '08'), ('335', '08'), ('341', '08'),
('342', '08'), ('343', '08'), ('344', '08'), ('345', '08'), ('360', '24'), ('361', '24'), ('362', '24'), ('36252', '26'), ('36254', '26'), ('36257', '26'),
('363', '24'), ('364', '24'), ('365', '24'), ('370', '24'), ('380', '24'), ('382', '24'), ('383', '24'), ('384', '24'), ('385', '24'), ('387', '24'),
('388', '24'), ('389', '24'), ('390', '24'), ('391', '24'), ('392', '24'), ('393', '24'), ('394', '24'), ('395', '24'), ('396', '24'), ('396193', '26'),
('3962', '26'), ('400', '27'), ('401', '27'), ('402', '27'), ('403', '30'), ('410', '27'), ('411', '27'), ('412', '27'), ('413', '27'), ('414', '27'),
('415', '27'), ('416', '27'), ('421', '27'), ('422', '27'), ('423', '27'), ('424', '27'), ('425', '27'), ('431', '27'), ('440', '27'), ('441', '27'),
('442', '27'), ('443', '27'), ('444', '27'), ('445', '27'), ('450', '23'), ('451', '23'), ('452', '23'), ('453', '23'), ('454', '23'), ('455', '23'),
('456', '23'), ('457', '23'), ('458', '23'), ('460', '23'), ('461', '23'), ('462', '23'), ('463', '23'), ('464', '23'), ('465', '23'), ('466', '23'),
('470', '23'), ('471', '23'), ('472', '23'), ('473', '23'), ('474', '23'), ('475', '23'), ('476', '23'), ('477', '23'), ('480', '23'), ('481', '23'),
('482', '23'), ('483', '23'), ('484', '23'), ('485', '23'), ('486', '23'), ('487', '23'), ('488', '23'), ('490', '22'), ('491', '22'), ('492', '22'),
('493', '22'), ('494', '22'), ('495', '22'), ('496', '22'), ('497', '22'), ('500', '36'), ('501', '36'), ('502', '36'), ('503', '36'), ('504', '36'),
('505', '36'), ('506', '36'), ('507', '36'), ('507130', '37'), ('508', '36'), ('509', '36'), ('515', '37'), ('516', '37'), ('517', '37'), ('518', '37'),
('520', '37'), ('521', '37'), ('522', '37'), ('523', '37'), ('524', '37'), ('530', '37'), ('531', '37'), ('532', '37'), ('533', '37'), ('533464', '34'),
('534', '37'), ('535', '37'), ('560', '29'), ('561', '29'), ('562', '29'), ('563', '29'), ('570', '29'), ('571', '29'), ('572', '29'), ('573', '29'),
('574', '29'), ('575', '29'), ('576', '29'), ('577', '29'), ('580', '29'), ('581', '29'), ('582', '29'), ('583', '29'), ('584', '29'), ('585', '29'),
('586', '29'), ('587', '29'), ('590', '29'), ('591', '29'), ('600', '33'), ('601', '33'), ('602', '33'), ('603', '33'), ('604', '33'), ('605', '33'),
('6050', '34'), ('605104', '34'), ('605106', '34'), ('605110', '34'), ('605501', '34'), ('606', '33'), ('607', '33'), ('607402', '34'), ('608', '33'), ('609', '33'),
('6096', '34'), ('609608', '33'), ('610', '33'), ('611', '33'), ('612', '33'), ('613', '33'), ('614', '33'), ('620', '33'), ('621', '33'), ('622', '33'),
('623', '33'), ('624', '33'), ('625', '33'), ('626', '33'), ('627', '33'), ('628', '33'), ('629', '33'), ('630', '33'), ('631', '33'), ('632', '33'),
('635', '33'), ('636', '33'), ('637', '33'), ('638', '33'), ('639', '33'), ('641', '33'), ('642', '33'), ('643', '33'), ('670', '32'), ('671', '32'),
('673', '32'), ('673310', '34'), ('676', '32'), ('678', '32'), ('679', '32'), ('680', '32'), ('682', '32'), ('68255', '31'), ('683', '32'), ('685', '32'),
('686', '32'), ('688', '32'), ('689', '32'), ('690', '32'), ('691', '32'), ('695', '32'), ('700', '19'), ('711', '19'), ('712', '19'), ('713', '19'),
('721', '19'), ('722', '19'), ('723', '19'), ('731', '19'), ('732', '19'), ('733', '19'), ('734', '19'), ('735', '19'), ('736', '19'), ('737', '11'),
('741', '19'), ('742', '19'), ('743', '19'), ('744', '35'), ('751', '21'), ('752', '21'), ('753', '21'), ('754', '21'), ('755', '21'), ('756', '21'),
('757', '21'), ('758', '21'), ('759', '21'), ('760', '21'), ('761', '21'), ('762', '21'), ('763', '21'), ('764', '21'), ('765', '21'), ('766', '21'),
('767', '21'), ('768', '21'), ('769', '21'), ('770', '21'), ('781', '18'), ('782', '18'), ('783', '18'), ('784', '18'), ('785', '18'), ('786', '18'),
('787', '18'), ('788', '18'), ('790', '12'), ('791', '12'), ('792', '12'), ('793', '17'), ('794', '17'), ('795', '14'), ('796', '15'), ('797', '13'),
('798', '13'), ('799', '16'), ('800', '10'), ('801', '10'), ('802', '10'), ('803', '10'), ('804', '10'), ('805', '10'), ('811', '10'), ('812', '10'),
('813', '10'), ('813208', '20'), ('814', '20'), ('81413', '10'), ('814133', '20'), ('815', '20'), ('816', '20'), ('821', '10'), ('822', '20'), ('823', '10'),
('824', '10'), ('825', '20'), ('826', '20'), ('827', '20'), ('828', '20'), ('829', '20'), ('831', '20'), ('832', '20'), ('833', '20'), ('834', '20'),
('835', '20'), ('841', '10'), ('842', '10'), ('843', '10'), ('844', '10'), ('845', '10'), ('846', '10'), ('847', '10'), ('848', '10'), ('851', '10'),
('852', '10'), ('853', '10'), ('854', '10'), ('855', '10');
--> statement-breakpoint
UPDATE "addresses" AS a SET "state_code" = (
  SELECT p."state_code" FROM "gst_pincode_prefixes_0002" AS p
  WHERE btrim(a."pincode") LIKE p."prefix" || '%'
  ORDER BY length(p."prefix") DESC
  LIMIT 1
)
WHERE a."state_code" IS NULL AND btrim(a."pincode") ~ '^[1-9][0-9]{5}$';
--> statement-breakpoint
UPDATE "orders" AS o SET "place_of_supply_code" = (
  SELECT p."state_code" FROM "gst_pincode_prefixes_0002" AS p
  WHERE btrim(o."address_info"->>'pincode') LIKE p."prefix" || '%'
  ORDER BY length(p."prefix") DESC
  LIMIT 1
)
WHERE o."place_of_supply_code" IS NULL AND btrim(coalesce(o."address_info"->>'pincode', '')) ~ '^[1-9][0-9]{5}$';
--> statement-breakpoint
UPDATE "orders" SET "place_of_supply_state" = CASE "place_of_supply_code"
  WHEN '01' THEN 'Jammu and Kashmir'
  WHEN '02' THEN 'Himachal Pradesh'
  WHEN '03' THEN 'Punjab'
  WHEN '04' THEN 'Chandigarh'
  WHEN '05' THEN 'Uttarakhand'
  WHEN '06' THEN 'Haryana'
  WHEN '07' THEN 'Delhi'
  WHEN '08' THEN 'Rajasthan'
  WHEN '09' THEN 'Uttar Pradesh'
  WHEN '10' THEN 'Bihar'
  WHEN '11' THEN 'Sikkim'
  WHEN '12' THEN 'Arunachal Pradesh'
  WHEN '13' THEN 'Nagaland'
  WHEN '14' THEN 'Manipur'
  WHEN '15' THEN 'Mizoram'
  WHEN '16' THEN 'Tripura'
  WHEN '17' THEN 'Meghalaya'
  WHEN '18' THEN 'Assam'
  WHEN '19' THEN 'West Bengal'
  WHEN '20' THEN 'Jharkhand'
  WHEN '21' THEN 'Odisha'
  WHEN '22' THEN 'Chhattisgarh'
  WHEN '23' THEN 'Madhya Pradesh'
  WHEN '24' THEN 'Gujarat'
  WHEN '26' THEN 'Dadra and Nagar Haveli and Daman and Diu'
  WHEN '27' THEN 'Maharashtra'
  WHEN '29' THEN 'Karnataka'
  WHEN '30' THEN 'Goa'
  WHEN '31' THEN 'Lakshadweep'
  WHEN '32' THEN 'Kerala'
  WHEN '33' THEN 'Tamil Nadu'
  WHEN '34' THEN 'Puducherry'
  WHEN '35' THEN 'Andaman and Nicobar Islands'
  WHEN '36' THEN 'Telangana'
  WHEN '37' THEN 'Andhra Pradesh'
  WHEN '38' THEN 'Ladakh'
END
WHERE "place_of_supply_code" IS NOT NULL AND "place_of_supply_state" IS NULL;
--> statement-breakpoint
UPDATE "orders" SET "seller_gstin" = coalesce((SELECT "gst_number" FROM "site_settings" WHERE "id" = 1), '');
--> statement-breakpoint
DROP TABLE "gst_pincode_prefixes_0002";
