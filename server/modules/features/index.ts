/** The home banner's slider. The door of server/modules/features: code outside it imports from here only. */
export { default as featureRoutes } from './features.routes';
export { sliderAnswer } from './features.answers';
