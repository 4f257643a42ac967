export { checkDelivery, deliveryCheckQuery } from './api/check-delivery';
export { DELIVERY_PINCODE_STORAGE_KEY, DeliveryCheck } from './components/delivery-check';
