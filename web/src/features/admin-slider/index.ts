export { useClearSlider } from './api/clear-slider';
export { useSliderImages } from './api/get-slider';
export { usePurgeInvalidSlider } from './api/purge-invalid-slider';
export { SliderList, SliderUpload } from './components/slider-manager';
