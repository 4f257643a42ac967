/**
 * India's states and union territories with their GST state codes: the first two digits of every GSTIN
 * and the code an invoice prints beside the place of supply (CGST Rules, rule 46(n)).
 *
 * Source: the state code list of the GST portal (gst.gov.in, "State Code" in GSTR-1 / e-invoice
 * master codes), as in force since 26 January 2020, when Dadra and Nagar Haveli and Daman and Diu were
 * merged under code 26. Codes that no address can have are left out on purpose:
 * 25 (Daman and Diu before the merger), 28 (Andhra Pradesh before 2014), 96 (other country),
 * 97 (other territory) and 99 (centre jurisdiction).
 */

export const GST_STATES = [
  { code: '01', name: 'Jammu and Kashmir', kind: 'ut' },
  { code: '02', name: 'Himachal Pradesh', kind: 'state' },
  { code: '03', name: 'Punjab', kind: 'state' },
  { code: '04', name: 'Chandigarh', kind: 'ut' },
  { code: '05', name: 'Uttarakhand', kind: 'state' },
  { code: '06', name: 'Haryana', kind: 'state' },
  { code: '07', name: 'Delhi', kind: 'ut' },
  { code: '08', name: 'Rajasthan', kind: 'state' },
  { code: '09', name: 'Uttar Pradesh', kind: 'state' },
  { code: '10', name: 'Bihar', kind: 'state' },
  { code: '11', name: 'Sikkim', kind: 'state' },
  { code: '12', name: 'Arunachal Pradesh', kind: 'state' },
  { code: '13', name: 'Nagaland', kind: 'state' },
  { code: '14', name: 'Manipur', kind: 'state' },
  { code: '15', name: 'Mizoram', kind: 'state' },
  { code: '16', name: 'Tripura', kind: 'state' },
  { code: '17', name: 'Meghalaya', kind: 'state' },
  { code: '18', name: 'Assam', kind: 'state' },
  { code: '19', name: 'West Bengal', kind: 'state' },
  { code: '20', name: 'Jharkhand', kind: 'state' },
  { code: '21', name: 'Odisha', kind: 'state' },
  { code: '22', name: 'Chhattisgarh', kind: 'state' },
  { code: '23', name: 'Madhya Pradesh', kind: 'state' },
  { code: '24', name: 'Gujarat', kind: 'state' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu', kind: 'ut' },
  { code: '27', name: 'Maharashtra', kind: 'state' },
  { code: '29', name: 'Karnataka', kind: 'state' },
  { code: '30', name: 'Goa', kind: 'state' },
  { code: '31', name: 'Lakshadweep', kind: 'ut' },
  { code: '32', name: 'Kerala', kind: 'state' },
  { code: '33', name: 'Tamil Nadu', kind: 'state' },
  { code: '34', name: 'Puducherry', kind: 'ut' },
  { code: '35', name: 'Andaman and Nicobar Islands', kind: 'ut' },
  { code: '36', name: 'Telangana', kind: 'state' },
  { code: '37', name: 'Andhra Pradesh', kind: 'state' },
  { code: '38', name: 'Ladakh', kind: 'ut' },
] as const satisfies readonly { code: string; name: string; kind: 'state' | 'ut' }[];

export type GstStateCode = (typeof GST_STATES)[number]['code'];
export type GstState = (typeof GST_STATES)[number];

/** The 36 codes, for zod enums and selects. */
export const GST_STATE_CODES = GST_STATES.map((s) => s.code) as [GstStateCode, ...GstStateCode[]];

const BY_CODE = new Map<string, GstState>();
for (const s of GST_STATES) BY_CODE.set(s.code, s);

/** The state or union territory of a GST state code, or null for a code no address can have. */
export function stateByCode(code: string | null | undefined): GstState | null {
  return (code && BY_CODE.get(code)) || null;
}

export function isStateCode(code: unknown): code is GstStateCode {
  // The map's keys are strings, so anything else (27, null, {}) is simply not in it.
  return BY_CODE.has(code as string);
}

/** "Gujarat (24)": how invoices and answers print a place of supply. */
export function stateLabel(code: string): string {
  const s = stateByCode(code);
  return s ? `${s.name} (${s.code})` : code;
}
