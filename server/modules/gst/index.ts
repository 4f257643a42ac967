/** The admin's GST returns (GSTR-1). The door of server/modules/gst: code outside it imports from here only. */
export { default as gstRoutes } from './gst.routes';
