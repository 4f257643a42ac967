export { useAdminReturns, type ReturnListParams } from './api/get-returns';
export { formatReturnDate, ReturnDialog } from './components/return-dialog';
export { RETURN_STATUS_TEXT, ReturnStatusBadge } from './components/return-status';
