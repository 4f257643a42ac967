/**
 * Invoices and credit notes: their numbers, the tax document's figures and the PDFs. Stands on core only.
 */
export {
  creditNoteItems,
  creditNotePdf,
  getCreditNote,
  getInvoice,
  issueCreditNote,
  issueInvoice,
} from './credit-note';
export { lineSupply } from './tax-document';
